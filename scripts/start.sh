#!/usr/bin/env bash
# Quick start: installs dependencies, builds the portal (only when its sources changed since the last build), and
# starts the server, which serves the API (/api) and the built portal on the loopback, with an embedded database and
# demo data. It prints the URL and the demo login.
# Configuration: HOST, PORT, DATA_DIR, DATABASE_URL, … (see apps/server/README.md). For a production machine, see
# "Running in production" in apps/server/README.md (a lean install without the development tools).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
require_node

# pnpm keeps a copy of the lockfile it installed (node_modules/.pnpm/lock.yaml): when it is the same, everything is
# installed already. Installing again would still relink node_modules/.bin under any tool running from it (the test
# run starts this script beside its other phases: 'spawn tsx EACCES').
if cmp -s pnpm-lock.yaml node_modules/.pnpm/lock.yaml; then
  echo "Dependencies are installed as pnpm-lock.yaml says: skipping the install."
else
  pnpm_cmd install --frozen-lockfile
fi

tsx=apps/server/node_modules/.bin/tsx
sources="$("$tsx" scripts/portal-build.ts hash)"
if "$tsx" scripts/portal-build.ts fresh "$sources"; then
  echo "The portal is already built from these sources: skipping its build."
else
  pnpm_cmd --filter @pharmacy/portal build
  "$tsx" scripts/portal-build.ts record "$sources"
fi

# The server runs compiled ahead of time (under a second to build), as in production: node starts it in about half
# the time tsx needs to compile its TypeScript on every start.
pnpm_cmd --filter @pharmacy/server build

export HOST="${HOST:-127.0.0.1}"
export PORT="${PORT:-3000}"
cd apps/server
# One process: the API server also serves apps/portal/dist (with SPA fallback).
exec node --enable-source-maps dist/main.mjs
