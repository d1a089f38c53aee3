#!/usr/bin/env bash
# Backup of the embedded PGlite database (DATA_DIR/pglite): stop-and-copy. PGlite is a single-process
# database with no server to ask for a snapshot, so a copy taken while the server writes can be torn;
# the only consistent copy is the folder of a stopped server. The script refuses to run while the
# process in DATA_DIR/pglite.pid is alive, then archives the folder (tar.gz, written under a temporary
# name and renamed when complete).
#   DATA_DIR=data scripts/backup-pglite.sh [file]     (default backups/pglite-<UTC time>.tar.gz)
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir="${DATA_DIR:-data}"
db="$data_dir/pglite"
[ -d "$db" ] || { echo "no existe la base de datos PGlite: $db" >&2; exit 1; }
if [ -f "$db.pid" ] && kill -0 "$(cat "$db.pid")" 2>/dev/null; then
  echo "la base de datos está en uso por el proceso $(cat "$db.pid"): detenga el servidor antes de copiarla" >&2
  exit 2
fi
out="${1:-backups/pglite-$(date -u +%Y%m%dT%H%M%SZ).tar.gz}"
mkdir -p "$(dirname "$out")"
tar -C "$data_dir" -czf "$out.partial" pglite
mv "$out.partial" "$out"
echo "copia de seguridad: $out ($(du -h "$out" | cut -f1))"
