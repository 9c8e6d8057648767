#!/usr/bin/env bash
# Browser tests are never skipped: make sure Debian's Chromium is there, or say what to install.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "ERROR: the browser tests need Chromium. Install it with 'apt-get install -y chromium' (Debian)" >&2
echo "or set CHROMIUM_PATH to a Chromium executable." >&2
exit 1
