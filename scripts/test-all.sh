#!/usr/bin/env bash
# The README's test command (npm run test:all): installs what the tests need and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests use: Chromium for Playwright (never a downloaded browser) and CBC,
# the reference MILP solver the optimizer is compared against.
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v cbc >/dev/null 2>&1 || need+=(coinor-cbc)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}"
fi

# npm ci, failing on an EBADENGINE warning: every installed package must declare support for this Node.
ci_log=$(mktemp)
npm ci --no-audit --no-fund 2>&1 | tee "$ci_log"
if grep -q EBADENGINE "$ci_log"; then echo "test-all: npm ci warned EBADENGINE"; exit 1; fi
# Advisories of the shipped packages (high or critical fail; an unreachable endpoint is reported).
node scripts/audit.mjs
npm run lint
npm run typecheck
# Integration tests run on PGlite and on this PostgreSQL server.
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
npm test
npm run build
# The scripts of the first pages, brotli as served: fails past the goals (login page ≤ 150 KB, app shell ≤ 300 KB).
npm run bundle-size -w @plantasim/web
npm run test:e2e
echo "test-all: every test passed"
