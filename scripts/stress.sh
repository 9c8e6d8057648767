#!/usr/bin/env bash
# `npm run test:stress`: the unit, component, story and end-to-end projects, STRESS_RUNS times in a row
# (default 3), while every core is kept busy by a bounded CPU load (scripts/cpu-load.ts). A test that
# waits for a fixed short time instead of for what it needs fails here. See docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${STRESS_RUNS:-3}"

bash scripts/ensure-chromium.sh
echo '=== Production build (for the end-to-end tests) ==='
npx vite build --logLevel warn

node --import tsx scripts/cpu-load.ts &
load_pid=$!
stop_load() { kill "$load_pid" 2>/dev/null || true; wait "$load_pid" 2>/dev/null || true; }
trap stop_load EXIT

for run in $(seq 1 "$runs"); do
  printf '\n=== Stress run %s of %s: unit, component and story tests under CPU load ===\n' "$run" "$runs"
  if ! npx vitest run --project unit --project components --project storybook; then
    echo "Stress run $run of $runs failed (unit, component or story tests)." >&2
    exit 1
  fi
  printf '\n=== Stress run %s of %s: end-to-end tests under CPU load ===\n' "$run" "$runs"
  if ! npx vitest run -c vitest.e2e.config.ts; then
    echo "Stress run $run of $runs failed (end-to-end tests)." >&2
    exit 1
  fi
done
printf '\nAll %s stress runs passed in a row under CPU load.\n' "$runs"
