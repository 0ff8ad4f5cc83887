#!/usr/bin/env bash
# The README's first command: sets up a virtualenv (first run only) with the extras every command
# of the README's table uses (server; sim: tournament's ratings, plots) and starts the web table on
# http://127.0.0.1:8000 with a SQLite database in your data folder. (`balance --ray` also needs
# the ray extra: `.venv/bin/pip install -e ".[ray]"`.)
# Extra arguments go to `chocolatier serve` (e.g. --port 8080, --database postgresql://...).
set -euo pipefail
cd "$(dirname "$0")/.."

# PyICU (account names, Unicode TR39) is built by pip against ICU: headers, pkg-config, g++
need_apt=()
dpkg-query -W -f='${Status}' libicu-dev 2>/dev/null | grep -q "ok installed" || need_apt+=(libicu-dev)
command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)
command -v g++ >/dev/null 2>&1 || need_apt+=(g++)
if [ ${#need_apt[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
if ! .venv/bin/python -c "import chocolatier.server.app, uvicorn, openskill, matplotlib, numpy, icu, zxcvbn" \
    >/dev/null 2>&1; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e ".[server,sim]"
fi
exec .venv/bin/chocolatier serve "$@"
