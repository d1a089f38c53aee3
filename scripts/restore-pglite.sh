#!/usr/bin/env bash
# Restores a backup made by backup-pglite.sh into DATA_DIR/pglite (server stopped). The current
# folder is kept beside it as pglite.before-restore-<UTC time> until you delete it.
#   DATA_DIR=data scripts/restore-pglite.sh <file>
set -euo pipefail
cd "$(dirname "$0")/.."
file="$(realpath "${1:?indique el fichero de copia (.tar.gz)}")"
data_dir="${DATA_DIR:-data}"
db="$data_dir/pglite"
if [ -f "$db.pid" ] && kill -0 "$(cat "$db.pid")" 2>/dev/null; then
  echo "la base de datos está en uso por el proceso $(cat "$db.pid"): detenga el servidor antes de restaurar" >&2
  exit 2
fi
mkdir -p "$data_dir"
tmp="$(mktemp -d "$data_dir/.restore-XXXXXX")"
tar -C "$tmp" -xzf "$file"
[ -f "$tmp/pglite/PG_VERSION" ] || { rm -rf "$tmp"; echo "el fichero no contiene una carpeta pglite válida" >&2; exit 1; }
if [ -d "$db" ]; then mv "$db" "$db.before-restore-$(date -u +%Y%m%dT%H%M%SZ)"; fi
mv "$tmp/pglite" "$db"
rmdir "$tmp"
echo "restaurado: $file -> $db"
