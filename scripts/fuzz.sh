#!/usr/bin/env bash
# `npm run fuzz`: the fuzz of every documented route (gateway/test/fuzz.test.ts) with more cases per
# route and caller than the bounded run inside `npm test`, on a private PostgreSQL.
# FUZZ_RUNS (default 25) cases per route and caller; FUZZ_SEED replays a run.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh

ensure_node_modules
TMP=$(mktemp -d "${TMPDIR:-/tmp}/coachwork-fuzz.XXXXXX")
chmod 755 "$TMP"
PGPORT=$(free_port)
cleanup() {
  stop_postgres "$TMP/pg"
  rm -rf "$TMP"
}
trap cleanup EXIT
log "starting PostgreSQL on 127.0.0.1:$PGPORT"
PG_FSYNC=off start_postgres "$TMP/pg" "$PGPORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
export FUZZ_RUNS="${FUZZ_RUNS:-25}"
export FUZZ_TIMEOUT_MS="${FUZZ_TIMEOUT_MS:-3600000}"
log "fuzzing every documented route with $FUZZ_RUNS cases per route and caller"
npx jest --ci --selectProjects gateway --testPathPatterns gateway/test/fuzz.test.ts "$@"
