#!/usr/bin/env bash
# Makes sure a program the tests need is installed: Debian's Chromium for the browser tests
# (Playwright cannot download its own browser on our machines), redis-server for the shared
# cache tests, a Java runtime for the HTML checker (vnu.jar). Installs the Debian packages
# when running as root, otherwise says what to do.
#
#   scripts/ensure-tool.sh <program or absolute path> <debian package>...
set -euo pipefail

program="$1"
shift

if command -v "$program" >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "$program is missing: install it with 'sudo apt-get install -y $*'." >&2
  exit 1
fi

echo "Installing $* for the tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$@" >/dev/null
command -v "$program" >/dev/null 2>&1 || { echo "$program is still missing after installing $*." >&2; exit 1; }
