#!/usr/bin/env bash
# Several server processes on one PostgreSQL, as a chain deploys them (docs/DEPLOY.md): builds the server, starts a
# throwaway PostgreSQL 15 (scripts/with-postgres.sh), and runs apps/server/test/multiprocess.test.ts, which starts two
# `node dist/main.mjs` at the same moment on the empty database and checks, across them: start-up, paging while
# orders are added, sign-in bursts, receipts racing, revocation, a stopping process's sync lease, the scheduler.
set -euo pipefail
cd "$(dirname "$0")/.."

# Built into its own folder: in .ci/run this runs beside the journeys, which run the server built in dist.
export SERVER_OUTDIR=dist-multiprocess
pnpm --filter @pharmacy/server build
MULTIPROCESS_TEST=1 bash scripts/with-postgres.sh pnpm vitest run --project server apps/server/test/multiprocess.test.ts
