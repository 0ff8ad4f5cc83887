# Functions to start and stop a private PostgreSQL server for the tests.
# start_test_postgres exports CHOCOLATIER_TEST_PG (a SQLAlchemy URL) when it succeeds.

start_test_postgres() {
  local bindir
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bindir" ]; then
    echo "postgresql is not installed: storage tests will fail" >&2
    return 1
  fi
  PG_DIR=$(mktemp -d /tmp/chocolatier-pg.XXXXXX)
  local port=${CHOCOLATIER_PG_PORT:-54329}
  local run_as=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres:postgres "$PG_DIR"
    run_as=(runuser -u postgres --)
  fi
  "${run_as[@]}" "$bindir/initdb" -D "$PG_DIR/data" -U chocolatier --auth=trust >/dev/null
  "${run_as[@]}" "$bindir/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
  "${run_as[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U chocolatier chocolatier_test
  export CHOCOLATIER_TEST_PG="postgresql+psycopg://chocolatier@127.0.0.1:$port/chocolatier_test"
  PG_BINDIR=$bindir
  PG_RUN_AS=("${run_as[@]}")
}

stop_test_postgres() {
  if [ -n "${PG_DIR:-}" ] && [ -d "$PG_DIR/data" ]; then
    "${PG_RUN_AS[@]}" "$PG_BINDIR/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
