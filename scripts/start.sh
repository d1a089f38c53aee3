#!/usr/bin/env bash
# The README's start command (npm start): installs, builds the web app and the server (plain
# JavaScript, apps/server/dist) and starts it with Node (embedded PGlite database and demo users
# unless DATABASE_URL is set) on one port.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
exec node apps/server/dist/server.js
