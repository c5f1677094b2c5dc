#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the integration tests and prints the
# TEST_DATABASE_URL to use. Usage: eval "$(scripts/ci/test-postgres.sh start)"; ... ; scripts/ci/test-postgres.sh stop
set -euo pipefail
PORT="${TEST_PG_PORT:-54329}"
DIR="${TEST_PG_DIR:-/tmp/test-postgres-$PORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-start}" in
  start)
    if ! as_pg "'$BIN/pg_ctl' -D '$DIR/data' status" >/dev/null 2>&1; then
      rm -rf "$DIR"; mkdir -p "$DIR"
      [ "$(id -u)" = 0 ] && chown postgres "$DIR"
      as_pg "'$BIN/initdb' -D '$DIR/data' -A trust -U postgres" >/dev/null
      # A test cluster: no fsync, small, loopback only.
      as_pg "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/log' -w -o \"-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null
    fi
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "'$BIN/pg_ctl' -D '$DIR/data' -m fast stop" >/dev/null 2>&1 || true
    ;;
esac
