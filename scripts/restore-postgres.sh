#!/usr/bin/env bash
# Restores a backup made by backup-postgres.sh into DATABASE_URL. The PlantaSim schemas (public and
# pgboss) are dropped first and then restored in one transaction (pg_restore --single-transaction):
# pg_restore --clean cannot drop pg-boss's partitioned job tables, so the schemas are replaced whole.
# Stop the server and the workers first, so nothing writes into half-restored tables.
#   DATABASE_URL=postgres://… scripts/restore-postgres.sh <file>
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL no está definida (postgres://usuario@host:puerto/base)}"
file="${1:?indique el fichero de copia (.dump)}"
[ -f "$file" ] || { echo "no existe: $file" >&2; exit 1; }
pg_restore --list "$file" >/dev/null   # an unreadable file fails here, before anything is dropped
psql --quiet --no-psqlrc -v ON_ERROR_STOP=1 --dbname="$DATABASE_URL" \
  -c 'DROP SCHEMA IF EXISTS pgboss CASCADE' -c 'DROP SCHEMA IF EXISTS public CASCADE' -c 'CREATE SCHEMA public'
pg_restore --no-owner --no-privileges --single-transaction --exit-on-error --dbname="$DATABASE_URL" "$file"
echo "restaurado: $file"
