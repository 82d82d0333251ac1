#!/usr/bin/env bash
# Installs what the tests need (dependencies, Debian's chromium) and runs every check: typecheck, lint, unused code,
# the generated API contract, the unit, KiotViet and server suites, the visual baselines, the built catalogue (every
# story's play and axe check in light, dark and at 375 px), the portal's bundle budgets, and the browser journeys
# against the real server started as `npm start` starts it. Prints each phase's time at the end (scripts/phases.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
source scripts/phases.sh
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
# The same engine without the full browser around it, for the catalogue and the journeys (a fifth less CPU; see
# scripts/chromium.ts). Optional: without it they run on CHROMIUM_PATH.
if [ ! -x "${CHROMIUM_HEADLESS_PATH:-/usr/bin/chromium-headless-shell}" ] && [ "$(id -u)" = 0 ] &&
  command -v apt-get >/dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null ||
    echo "chromium-headless-shell could not be installed: the catalogue and journeys use $CHROMIUM_PATH."
fi

# `pnpm test:catalogue`, in timed phases: the build, every story, then every docs page.
catalogue() {
  phase storybook-build pnpm_cmd exec storybook build --quiet
  phase catalogue node scripts/test-catalogue.mjs storybook-static
  phase_notes catalogue '/^FLAKY /'
  phase catalogue-docs node scripts/test-catalogue-docs.mjs storybook-static
}

# The browser journeys against the real server: the portal's build first (`check:bundle` builds it into
# apps/portal/dist and records it, so that the journeys' server, started as `npm start`, serves that build instead of
# making its own), then the journeys. One browser page at a time, about one core: run beside the rest, not after it.
journeys() {
  phase bundle pnpm_cmd run check:bundle
  phase journeys pnpm_cmd run test:e2e
  # Journeys that passed only when tried again (e2e/playwright.config.ts), by name.
  phase_notes journeys '/^ +[0-9]+ flaky$/ { on = 1 } /^ +[0-9]+ passed/ { on = 0 } on'
}

# Skipped when the caller has just installed (.ci/run): a second install relinks node_modules/.bin while the caller's
# benchmarks already run from it ('spawn tsx EACCES').
if [ -z "${DEPENDENCIES_INSTALLED:-}" ]; then
  phase install pnpm_cmd install --frozen-lockfile
fi
# The catalogue (its build, then every story in three configurations) is about two fifths of the run's CPU and
# needs nothing the other phases make: it runs beside them, so that both cores stay busy while they wait on a
# single process, a browser or a server.
lane_start catalogue catalogue
lane_start browser-journeys journeys
phase typecheck pnpm_cmd run typecheck
phase lint pnpm_cmd run lint
phase knip pnpm_cmd run knip
phase contract pnpm_cmd --filter @pharmacy/api-client check-generated
phase node-suites pnpm_cmd exec vitest run --project unit --project kiotviet --project server
phase visual pnpm_cmd exec vitest run --project visual
phase_wait
