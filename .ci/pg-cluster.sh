#!/bin/sh
# A throwaway PostgreSQL cluster on loopback, for the API tests and benchmarks.
#   .ci/pg-cluster.sh start <dir> <port>   create (if needed) and start; prints the DATABASE_URL
#   .ci/pg-cluster.sh stop  <dir> <port>   stop and delete <dir>
# initdb refuses to run as root, so when started as root the cluster belongs to user `postgres`.
# The server listens on 127.0.0.1 only, with its socket in <dir>; trust auth (local and throwaway).
set -eu

usage() { echo "usage: $0 start|stop <dir> <port>" >&2; exit 2; }
[ $# -eq 3 ] || usage
cmd=$1
dir=$2
port=$3
case "$port" in ''|*[!0-9]*) usage ;; esac
# Debian keeps the server binaries off PATH, under /usr/lib/postgresql/<version>/bin.
pg_ctl_path=$(command -v pg_ctl || ls -d /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1)
[ -n "$pg_ctl_path" ] || { echo "pg_ctl not found: install postgresql" >&2; exit 1; }
bindir=$(dirname "$pg_ctl_path")

# Run a PostgreSQL binary as `postgres` when we are root, else as ourselves.
as_pg() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_pg "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    as_pg "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-k $dir -c listen_addresses=127.0.0.1 -p $port -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -f "$dir/data/PG_VERSION" ]; then
      as_pg "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *) usage ;;
esac
