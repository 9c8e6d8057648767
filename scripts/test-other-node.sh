#!/usr/bin/env bash
# The unit and server projects on other Node.js majors (default: 22 and 24), with the binaries of the npm
# registry's `node` package, on this checkout's node_modules (its native modules are Node-API builds,
# valid on every major). Vitest's workers run on the same binary (PATH puts it first).
# The server tests run here on PGlite only: `npm test` has already run them on PostgreSQL (when DATABASE_URL
# is set), and the `pg` driver is plain JavaScript, while PGlite (WebAssembly) is what a Node.js major can
# break. Running both databases on every major doubled CI's time for no added check.
# Usage: bash scripts/test-other-node.sh [major…]
set -euo pipefail
cd "$(dirname "$0")/.."
majors=("$@")
[ ${#majors[@]} -gt 0 ] || majors=(22 24)
for major in "${majors[@]}"; do
  printf '\n=== Unit and server tests on Node.js %s ===\n' "$major"
  env -u DATABASE_URL npx --yes --package "node@$major" -c \
    'echo "Node.js $(node --version) at $(command -v node)"; node node_modules/vitest/vitest.mjs run --project unit --project server'
done
