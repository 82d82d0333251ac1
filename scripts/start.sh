#!/usr/bin/env bash
# Quick start: installs dependencies, builds the portal and serves it on the loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
require_node

pnpm_cmd install --frozen-lockfile
pnpm_cmd --filter @pharmacy/portal build

HOST="${HOST:-127.0.0.1}"
PORT="${PORT:-4173}"
echo
echo "Pharmacy Portal: http://${HOST}:${PORT}/"
echo
pnpm_cmd --filter @pharmacy/portal exec vite preview --host "$HOST" --port "$PORT" --strictPort
