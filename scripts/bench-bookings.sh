#!/usr/bin/env bash
# `npm run bench:bookings`: builds the backend, starts a private PostgreSQL on a free port unless
# BENCH_DATABASE_URL names one, and runs scripts/bench-bookings.js (PGlite and PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
ensure_node_modules
log "building the backend"
npm run build:api --silent

if [ -z "${BENCH_DATABASE_URL:-}" ]; then
  TMP=$(mktemp -d "${TMPDIR:-/tmp}/coachwork-bench.XXXXXX")
  chmod 755 "$TMP"
  PGPORT=$(free_port)
  cleanup() {
    stop_postgres "$TMP/pg"
    rm -rf "$TMP"
  }
  trap cleanup EXIT
  log "starting a private PostgreSQL on 127.0.0.1:$PGPORT"
  start_postgres "$TMP/pg" "$PGPORT"
  export BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
fi
node scripts/bench-bookings.js
