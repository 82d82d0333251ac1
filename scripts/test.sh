#!/usr/bin/env bash
# Installs what the tests need (dependencies, Debian's chromium) and runs every check:
# typecheck, lint, unused code, unit tests and the story tests in chromium with axe, then the browser journeys
# against the real server started as `npm start` starts it, and the portal's bundle budgets.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
require_node

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the story tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is needed for the story tests and was not found at $CHROMIUM_PATH." >&2
    echo "Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export CHROMIUM_PATH

pnpm_cmd install --frozen-lockfile
pnpm_cmd run check
pnpm_cmd run test:e2e
pnpm_cmd run check:bundle
