#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway Debian PostgreSQL 15 cluster.
# PG15_PORT picks the port; PG15_EXTRA adds server options, e.g. "-c shared_preload_libraries=pg_stat_statements".
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
dir=$(mktemp -d /tmp/portal-pg15-XXXX)
port=${PG15_PORT:-55415}
chown postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
# Password authentication (SCRAM), as a managed server has: tests of a wrong password need one.
echo portal > "$dir/pwfile"
chown postgres "$dir/pwfile" 2>/dev/null || true
as_pg "$bin/initdb" -D "$dir/data" -U portal --auth-host=scram-sha-256 --auth-local=trust --pwfile="$dir/pwfile" >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c fsync=off -c max_connections=300 ${PG15_EXTRA:-}" -l "$dir/log" -w start >/dev/null
trap 'as_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null; rm -rf "$dir"' EXIT
echo "PostgreSQL $("$bin/postgres" --version | awk "{print \$3}") on port $port"
TEST_DATABASE_URL="postgres://portal:portal@127.0.0.1:$port/postgres" "$@"
