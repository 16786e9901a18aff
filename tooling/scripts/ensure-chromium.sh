#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Playwright cannot
# download its own browser here (no internet but the package registries).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
echo "Chromium is missing: installing Debian's package."
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && apt-get install -y -qq chromium
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo apt-get install -y -qq chromium
else
  echo "Install it yourself (apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
