#!/usr/bin/env bash
# The e2e tests and benchmarks drive Debian's Chromium: Playwright cannot download its own
# browser on our machines. Install it when missing (root only), otherwise say what to do.
set -euo pipefail

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM_PATH: install it with 'sudo apt-get install -y chromium fonts-liberation' (or set CHROMIUM_PATH)." >&2
  exit 1
fi

echo "Installing Debian Chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
echo "Chromium installed: $("$CHROMIUM_PATH" --version 2>/dev/null | head -n 1)"
