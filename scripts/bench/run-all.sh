#!/usr/bin/env bash
# `npm run bench`: every benchmark of the product; each prints its figures (no pass/fail timing).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f dist/index.html ] || npm run build
for bench in scripts/bench/*.bench.ts; do
  echo
  echo "### $bench"
  node --import tsx --expose-gc "$bench"
done
