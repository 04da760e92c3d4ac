#!/usr/bin/env bash
# `npm run restore -- FOLDER`: puts back what `npm run backup` took. Into the database DATABASE_URL
# names (PostgreSQL: each service schema is dropped and made again from its dump, so a fresh, empty
# database works as well as the one backed up) or into DATA_DIR (PGlite: the product must be stopped;
# the current folder is kept beside it as pglite.before-restore-<time>). Uploaded files come back too.
# Restart the services afterwards: they migrate forward from the backup's schema version.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
IN=${1:?usage: npm run restore -- BACKUP_FOLDER}
DATA_DIR=${DATA_DIR:-./data}
[ -f "$IN/manifest.json" ] || { log "$IN holds no backup (no manifest.json)"; exit 1; }
kind=$(sed -n 's/.*"kind": "\([a-z]*\)".*/\1/p' "$IN/manifest.json")
started=$SECONDS
stamp=$(date -u +%Y%m%dT%H%M%SZ)

if [ "$kind" = postgres ]; then
  [ -n "${DATABASE_URL:-}" ] || { log "this backup is of PostgreSQL: set DATABASE_URL to the database to restore into"; exit 1; }
  bin=$(pg_bindir) || { log "pg_restore is not installed and could not be installed"; exit 1; }
  for schema in identity tenants workshops bookings webhooks; do
    # A backup from before the webhooks service has no webhooks.dump: that schema is left as it is.
    [ -f "$IN/$schema.dump" ] || { log "$schema: not in this backup; left as it is"; continue; }
    # One transaction per schema: a failed restore leaves that schema as it was.
    "$bin/psql" -q -v ON_ERROR_STOP=1 "$DATABASE_URL" -c "DROP SCHEMA IF EXISTS \"$schema\" CASCADE" >/dev/null
    "$bin/pg_restore" --single-transaction --exit-on-error --no-owner --no-privileges --dbname="$DATABASE_URL" "$IN/$schema.dump"
    log "$schema restored"
  done
elif [ "$kind" = pglite ]; then
  [ -z "${DATABASE_URL:-}" ] || { log "this backup is of the embedded database: unset DATABASE_URL"; exit 1; }
  mkdir -p "$DATA_DIR"
  [ -d "$DATA_DIR/pglite" ] && mv "$DATA_DIR/pglite" "$DATA_DIR/pglite.before-restore-$stamp"
  tar -C "$DATA_DIR" -xzf "$IN/pglite.tar.gz"
  log "pglite restored into $DATA_DIR/pglite"
else
  log "$IN/manifest.json names no kind this script knows"; exit 1
fi
if [ -f "$IN/files.tar.gz" ]; then
  [ -d "$DATA_DIR/files" ] && mv "$DATA_DIR/files" "$DATA_DIR/files.before-restore-$stamp"
  mkdir -p "$DATA_DIR"
  tar -C "$DATA_DIR" -xzf "$IN/files.tar.gz"
  log "uploaded files restored into $DATA_DIR/files"
fi
log "restored ($kind) from $IN after $((SECONDS - started)) s"
