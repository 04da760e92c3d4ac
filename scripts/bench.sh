#!/usr/bin/env bash
# `npm run bench [reads|bookings]`: builds the backend, starts a private PostgreSQL on a free port unless
# BENCH_DATABASE_URL names one, and runs the read benchmark (scripts/bench.js) and the booking one
# (scripts/bench-bookings.js), or the one named, each on PGlite and PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
WHAT=${1:-all}
case "$WHAT" in reads | bookings | all) ;; *) echo "usage: npm run bench [reads|bookings]" >&2; exit 2 ;; esac
ensure_node_modules
log "building the backend"
npm run build:api --silent
[ -f mfe-bookings/dist/server/storefront.js ] || log "the storefront is not built: run npm run build:web to bench its home page"

if [ -z "${BENCH_DATABASE_URL:-}" ] && [ "${BENCH_ONLY:-}" != pglite ]; then
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
status=0
if [ "$WHAT" != bookings ]; then node scripts/bench.js || status=1; fi
if [ "$WHAT" != reads ]; then node scripts/bench-bookings.js || status=1; fi
exit $status
