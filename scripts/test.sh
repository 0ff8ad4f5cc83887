#!/usr/bin/env bash
# Sets up everything the test suite needs on a fresh Debian machine and runs it: tmux (the
# terminal tests), Debian's chromium and Noto CJK fonts (browser tests: Chinese and Japanese pages must render),
# postgresql (storage tests), nginx (the reverse-proxy test runs a private one, deploy/), gcc (tests/bots/test_compiled.py builds a copy with mypyc; the suite
# itself runs pure Python), libicu-dev, pkg-config and g++ (pip builds PyICU), a virtualenv with
# the package and its extras, then ruff, mypy, the web client's type check and lint (tsc and
# eslint, installed by npm ci from web-tools/package-lock.json) and pytest. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q "ok installed" || need_apt+=(fonts-noto-cjk)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
# nginx: tests/server/test_nginx.py puts it in front of two serve processes (deploy/)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need_apt+=(nginx)
command -v gcc >/dev/null 2>&1 || need_apt+=(gcc)
# tmux: the terminal tests read the whole scrollback of a pane (tests/tui/tmux.py)
command -v tmux >/dev/null 2>&1 || need_apt+=(tmux)
# PyICU (account names, Unicode TR39) is built by pip against ICU: headers, pkg-config, g++
dpkg-query -W -f='${Status}' libicu-dev 2>/dev/null | grep -q "ok installed" || need_apt+=(libicu-dev)
command -v pkg-config >/dev/null 2>&1 || need_apt+=(pkg-config)
command -v g++ >/dev/null 2>&1 || need_apt+=(g++)
if [ ${#need_apt[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip
# [train]: the CPU build of PyTorch, so the training test runs (tests/bots/test_value_net.py)
.venv/bin/python -m pip install -q -e ".[all,train]"

# A throw-away PostgreSQL server for the storage tests (started here, stopped on exit).
# shellcheck source=scripts/postgres.sh
source scripts/postgres.sh
start_test_postgres
trap stop_test_postgres EXIT

.venv/bin/ruff check src tests bench
.venv/bin/mypy src/chocolatier  # strict (pyproject.toml): every module
.venv/bin/lint-imports --no-logo  # the import contracts of pyproject.toml
# The web client: tsc --noEmit over its JSDoc types (strict) and eslint's recommended rules
(cd web-tools && npm ci --no-audit --no-fund --silent && npm run --silent check)
.venv/bin/python -m pytest -n auto -q "$@"
