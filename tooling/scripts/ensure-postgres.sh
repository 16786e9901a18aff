#!/usr/bin/env bash
# Installs Debian's PostgreSQL 15 (its server for with-postgres.sh, and its pg_dump and
# pg_restore for the backup tests) when it is missing.
set -euo pipefail
bin="${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
[ -x "$bin/initdb" ] && [ -x "$bin/pg_dump" ] && exit 0
echo "PostgreSQL 15 is missing: installing Debian's package."
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
elif command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
else
  echo "Install PostgreSQL 15 yourself (apt-get install postgresql) or set POSTGRES_BIN." >&2
  exit 1
fi
