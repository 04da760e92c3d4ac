#!/usr/bin/env bash
# `npm run backup [-- FOLDER]`: a copy of everything the product keeps, into FOLDER (default
# backups/<UTC time>), restored with `npm run restore -- FOLDER`.
#   DATABASE_URL set (PostgreSQL): one pg_dump custom-format file per service schema (identity,
#     tenants, workshops, bookings, webhooks), each with its own migrations table, taken while serving.
#   DATABASE_URL unset (embedded PGlite): the DATA_DIR/pglite folder. PGlite belongs to one process:
#     stop `npm start` first.
#   Both: uploaded files (DATA_DIR/files). A manifest.json says what the folder holds.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
SCHEMAS=(identity tenants workshops bookings webhooks)
DATA_DIR=${DATA_DIR:-./data}
OUT=${1:-backups/$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$OUT"
started=$SECONDS

if [ -n "${DATABASE_URL:-}" ]; then
  kind=postgres
  bin=$(pg_bindir) || { log "pg_dump is not installed and could not be installed"; exit 1; }
  for schema in "${SCHEMAS[@]}"; do
    "$bin/pg_dump" --format=custom --schema="$schema" --no-owner --no-privileges --file="$OUT/$schema.dump" "$DATABASE_URL"
    log "$schema: $(du -h "$OUT/$schema.dump" | cut -f1)"
  done
else
  kind=pglite
  [ -d "$DATA_DIR/pglite" ] || { log "no embedded database in $DATA_DIR/pglite (set DATABASE_URL for PostgreSQL)"; exit 1; }
  tar -C "$DATA_DIR" -czf "$OUT/pglite.tar.gz" pglite
  log "pglite: $(du -h "$OUT/pglite.tar.gz" | cut -f1)"
fi
files=false
if [ -d "$DATA_DIR/files" ]; then
  tar -C "$DATA_DIR" -czf "$OUT/files.tar.gz" files
  files=true
fi
printf '{ "kind": "%s", "schemas": ["identity", "tenants", "workshops", "bookings", "webhooks"], "files": %s, "createdAt": "%s" }\n' \
  "$kind" "$files" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$OUT/manifest.json"
log "backup ($kind) in $OUT after $((SECONDS - started)) s"
