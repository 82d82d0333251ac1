#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server:
#   bash scripts/with-postgres.sh pnpm vitest run --project server
# Installs Debian's postgresql when missing (needs root), initialises a cluster in a temporary directory, starts it on
# 127.0.0.1 on a free port (or PG_PORT), creates a database, exports DATABASE_URL for the command, and removes
# everything on exit.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL 15 not found in $PG_BIN and not root: install Debian's postgresql-15 first." >&2
    exit 1
  fi
  echo "Installing PostgreSQL 15 (Debian packages)..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi

# Debian's server refuses to run as root: run it as the postgres user when we are root, as ourselves otherwise.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

PG_DIR="$(mktemp -d /tmp/pharmacy-pg.XXXXXX)"
if [ "$(id -u)" -eq 0 ]; then
  chown postgres:postgres "$PG_DIR"
fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

# PG_PORT when given (a machine that only allows some ports), else a free port from the kernel (Node is always
# there in this repository).
PORT="${PG_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w start \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories=$PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  >/dev/null || { cat "$PG_DIR/server.log" >&2; exit 1; }
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres pharmacy

export DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/pharmacy"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') ready at $DATABASE_URL" >&2

# Not exec: the trap must run after the command to stop the server and remove the directory.
"$@"
