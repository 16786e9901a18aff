#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster, then stops and removes it:
#   bash tooling/scripts/with-postgres.sh <command> [args...]
# The command finds the server in SOCIAL_TEST_POSTGRES_URL (superuser, database `postgres`).
# Installs Debian's postgresql package (PostgreSQL 15 on Debian 12) when it is missing. The
# cluster lives in a temporary folder, listens on 127.0.0.1 on a free port above 50000, and
# skips fsync (it is thrown away). initdb and postgres refuse to run as root, so as root they
# run as the postgres user.
set -euo pipefail

bin="${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
as_root=$([ "$(id -u)" = 0 ] && echo yes || echo no)

bash "$(dirname "$0")/ensure-postgres.sh"

dir=$(mktemp -d /tmp/social-postgres.XXXXXX)
chmod 755 "$dir"
run_pg() {
  if [ "$as_root" = yes ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$as_root" = yes ] && chown postgres "$dir"

port=$(node -e "
  const net = require('node:net');
  const pick = () => { const port = 50001 + Math.floor(Math.random() * 15000);
    const probe = net.createServer().once('error', pick).listen(port, '127.0.0.1', () => probe.close(() => console.log(port))); };
  pick();")

stop() {
  run_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

run_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
run_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') listening on 127.0.0.1:$port (in $dir)."

export SOCIAL_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
