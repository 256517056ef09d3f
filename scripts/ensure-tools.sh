#!/usr/bin/env bash
# Makes sure the programs the tests need are installed, each named with the Debian
# packages that bring it: Debian's Chromium for the screenshots and its headless shell for
# the journeys (Playwright cannot download its own browser on our machines), redis-server
# for the shared cache tests, a Java runtime for the HTML checker (vnu.jar), nginx and wget
# for the compose check. Whatever is missing is installed in one apt-get run when running
# as root; otherwise it says what to do.
#
#   scripts/ensure-tools.sh <program or absolute path>=<package>[,<package>...] ...
set -euo pipefail

missing=()
for wanted in "$@"; do
  program="${wanted%%=*}"
  packages="${wanted#*=}"
  if ! command -v "$program" >/dev/null 2>&1; then
    IFS=',' read -r -a named <<<"$packages"
    missing+=("${named[@]}")
  fi
done

[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the tests: install them with 'sudo apt-get install -y ${missing[*]}'." >&2
  exit 1
fi

echo "Installing ${missing[*]} for the tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
for wanted in "$@"; do
  program="${wanted%%=*}"
  command -v "$program" >/dev/null 2>&1 || { echo "$program is still missing." >&2; exit 1; }
done
