#!/usr/bin/env bash
# Installs the Mastodon clients the server's tests of Mastodon's client API run (issue 39), from
# Debian's packages, when they are missing: Mastodon.py (python3-mastodon, run by Debian's
# /usr/bin/python3) and the toot command-line client. Neither is written here.
set -euo pipefail
if /usr/bin/python3 -c 'import mastodon' 2>/dev/null && command -v toot >/dev/null; then exit 0; fi
echo "Mastodon.py or toot is missing: installing Debian's packages."
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && apt-get install -y -qq python3-mastodon toot
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo apt-get install -y -qq python3-mastodon toot
else
  echo "Install them yourself: apt-get install python3-mastodon toot" >&2
  exit 1
fi
