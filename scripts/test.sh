#!/usr/bin/env bash
# `npm test`: every kind of test, in order of speed. Browser tests are never skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }

step 'Chromium for the browser tests'
bash scripts/ensure-chromium.sh

step 'Type check'
npx tsc --noEmit -p .

step 'Lint and format'
npx eslint .
npx prettier --check .

step 'Layer rule (dependency-cruiser)'
npx depcruise src server --config .dependency-cruiser.cjs

if [ -n "${DATABASE_URL:-}" ]; then
  echo "Server tests run on PGlite and on PostgreSQL ($(echo "$DATABASE_URL" | sed -E 's#//[^@]*@#//#'))."
else
  echo 'Server tests run on PGlite (set DATABASE_URL to also run them on PostgreSQL).'
fi
step 'Unit, component, server and story (browser) tests'
npx vitest run --project unit --project components --project server --project storybook

step 'Reliability: kill -9 during writes, database outage, unreachable database at start'
npx vitest run -c vitest.reliability.config.ts

step 'Production build and size check'
npx vite build --logLevel warn
npx tsx scripts/check-size.ts

step 'End-to-end tests (Chromium against the started product)'
npx vitest run -c vitest.e2e.config.ts
