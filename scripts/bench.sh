#!/usr/bin/env bash
# `npm run bench [reads|bookings|seats|paint]`: builds the backend, starts a private PostgreSQL on a free port
# unless BENCH_DATABASE_URL names one (and a private nats-server for the distributed mode unless
# BENCH_NATS_URL names one), and runs the read benchmark (scripts/bench.js: embedded on PGlite and on
# PostgreSQL, distributed on PostgreSQL), the booking one (scripts/bench-bookings.js) and the seats-left
# lag (scripts/bench-seats.js: distributed), or the one named; `paint` (not in `all`) times the storefront
# home's first paint in Chromium (scripts/bench-paint.js).
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
WHAT=${1:-all}
case "$WHAT" in reads | bookings | seats | paint | all) ;; *) echo "usage: npm run bench [reads|bookings|seats|paint]" >&2; exit 2 ;; esac
ensure_node_modules
log "building the backend"
npm run build:api --silent
[ -f mfe-bookings/dist/server/storefront.js ] || log "the storefront is not built: run npm run build:web to bench its home page"

if [ "$WHAT" = paint ]; then
  [ -f mfe-bookings/dist/server/storefront.js ] || npm run build:web --silent
  CHROMIUM_BIN=$(chromium_bin) exec node scripts/bench-paint.js
fi

TMP=
NATS_TMP=
cleanup() {
  if [ -n "$NATS_TMP" ]; then stop_nats "$NATS_TMP"; rm -rf "$NATS_TMP"; fi
  if [ -n "$TMP" ]; then stop_postgres "$TMP/pg"; rm -rf "$TMP"; fi
}
trap cleanup EXIT
if [ -z "${BENCH_DATABASE_URL:-}" ] && [ "${BENCH_ONLY:-}" != pglite ]; then
  TMP=$(mktemp -d "${TMPDIR:-/tmp}/coachwork-bench.XXXXXX")
  chmod 755 "$TMP"
  PGPORT=$(free_port)
  log "starting a private PostgreSQL on 127.0.0.1:$PGPORT"
  start_postgres "$TMP/pg" "$PGPORT"
  export BENCH_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
fi
# Distributed mode (reads, seats): a private nats-server too, unless BENCH_NATS_URL names one.
if [ "$WHAT" != bookings ] && [ -z "${BENCH_NATS_URL:-}" ] && [ -n "${BENCH_DATABASE_URL:-}" ] \
  && { [ -z "${BENCH_ONLY:-}" ] || [ "${BENCH_ONLY}" = distributed ]; }; then
  NATS_TMP=$(mktemp -d "${TMPDIR:-/tmp}/coachwork-bench-nats.XXXXXX")
  NATS_PORT=$(free_port)
  log "starting a private nats-server on 127.0.0.1:$NATS_PORT"
  if start_nats "$NATS_TMP" "$NATS_PORT" "$(free_port)"; then
    export BENCH_NATS_URL="nats://127.0.0.1:$NATS_PORT"
  else
    log "no nats-server: distributed mode skipped"
  fi
fi
status=0
if [ "$WHAT" = all ] || [ "$WHAT" = reads ]; then node scripts/bench.js || status=1; fi
if [ "$WHAT" = all ] || [ "$WHAT" = bookings ]; then node scripts/bench-bookings.js || status=1; fi
if [ "$WHAT" = all ] || [ "$WHAT" = seats ]; then node scripts/bench-seats.js || status=1; fi
exit $status
