#!/usr/bin/env bash
# The README's first command: sets up a virtualenv (first run only) with the extras every command
# of the README's table uses (server; sim: tournament's ratings, plots) and starts the web table on
# http://127.0.0.1:8000 with a SQLite database in your data folder. (`balance --ray` also needs
# the ray extra: `.venv/bin/pip install -e ".[ray]"`.)
# Extra arguments go to `chocolatier serve` (e.g. --port 8080, --database postgresql://...).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
if ! .venv/bin/python -c "import chocolatier.server.app, uvicorn, openskill, matplotlib, numpy" \
    >/dev/null 2>&1; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[server,sim]"
fi
exec .venv/bin/chocolatier serve "$@"
