#!/usr/bin/env bash
# Backup of the PostgreSQL database of PlantaSim (DATABASE_URL): one pg_dump custom-format file
# holding every schema (public: users, simulations, Ro, base case, nominations, price cache;
# pgboss: the job queue). pg_dump reads one consistent snapshot, so the server may keep running.
#   DATABASE_URL=postgres://… scripts/backup-postgres.sh [file]     (default backups/plantasim-<UTC time>.dump)
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL no está definida (postgres://usuario@host:puerto/base)}"
out="${1:-backups/plantasim-$(date -u +%Y%m%dT%H%M%SZ).dump}"
mkdir -p "$(dirname "$out")"
pg_dump --format=custom --no-owner --no-privileges --file="$out.partial" "$DATABASE_URL"
mv "$out.partial" "$out"   # never leave a half-written file under the final name
echo "copia de seguridad: $out ($(du -h "$out" | cut -f1))"
