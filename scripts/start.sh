#!/usr/bin/env bash
# The README's start command (npm start): installs, builds the web app and starts the server
# (embedded PGlite database and demo users unless DATABASE_URL is set) on one port.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
exec npm run start -w @plantasim/server
