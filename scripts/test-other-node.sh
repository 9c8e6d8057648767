#!/usr/bin/env bash
# The unit and server projects on other Node.js majors (default: 22 and 24), with the binaries of the npm
# registry's `node` package, on this checkout's node_modules (its native modules are Node-API builds,
# valid on every major). Vitest's workers run on the same binary (PATH puts it first).
# Usage: bash scripts/test-other-node.sh [major…]
set -euo pipefail
cd "$(dirname "$0")/.."
majors=("$@")
[ ${#majors[@]} -gt 0 ] || majors=(22 24)
for major in "${majors[@]}"; do
  printf '\n=== Unit and server tests on Node.js %s ===\n' "$major"
  npx --yes --package "node@$major" -c \
    'echo "Node.js $(node --version) at $(command -v node)"; node node_modules/vitest/vitest.mjs run --project unit --project server'
done
