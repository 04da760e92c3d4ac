#!/usr/bin/env bash
# `npm test`: everything the suite needs on a fresh Debian machine (npm dependencies, PostgreSQL,
# nats-server, Chromium, Prometheus), a private PostgreSQL on a free port in a temp folder, the build, the type
# check and lint, then jest.
# Extra arguments go to jest (`npm test -- --selectProjects contracts`).
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh

ensure_node_modules
PG_BIN=$(pg_bindir)
NATS_BIN=$(nats_bin)
CHROMIUM=$(chromium_bin)
PROMETHEUS=$(prometheus_bin)

TMP=$(mktemp -d "${TMPDIR:-/tmp}/coachwork-test.XXXXXX")
chmod 755 "$TMP"
PGPORT=$(free_port)
cleanup() {
  stop_postgres "$TMP/pg"
  rm -rf "$TMP"
}
trap cleanup EXIT

log "starting PostgreSQL on 127.0.0.1:$PGPORT"
PG_FSYNC=off start_postgres "$TMP/pg" "$PGPORT"

# Type errors in tests and lint findings fail the whole run (jest's transform does not type-check). The
# checks need the services' built declarations (the storefront's server side imports the gateway), so
# they start once the API is built, and run beside the webpack builds. On two cores that saves nothing
# (112-121 s from PostgreSQL's start to jest either way: the builds already fill both cores); on more
# cores the checks no longer wait for the builds. `npm run typecheck` is the first two, run apart here.
log "building the API"
npm run build:api --silent
checks=()
if [ "$#" -eq 0 ]; then
  checks=("npm run typecheck:api --silent" "npm run typecheck:web --silent" "npm run lint --silent")
  log "building the front ends, type-checking and linting"
else
  log "building the front ends"
fi
pids=()
for check in "${checks[@]}"; do $check & pids+=($!); done
failed=0
npm run build:web --silent || failed=1
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || { log "${checks[$i]} failed"; failed=1; }
done
[ "$failed" -eq 0 ] || exit 1

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
export NATS_SERVER_BIN="$NATS_BIN"
export TEST_TMP_DIR="$TMP"
export CHROMIUM_BIN="$CHROMIUM"
export PROMETHEUS_BIN="$PROMETHEUS"
export E2E=1
export CI="${CI:-}"
# One worker per core (JEST_WORKERS=n for another count). One more than there are cores keeps two cores
# busier, as a browser story waits on Chromium and its product server much of its time (jest 727-878 s
# instead of 829-918 s on a fresh clone), but under that load a timing-dependent test failed in three of
# nine runs, a different one each time (docs/performance.md). Each was fixed; until runs with three
# workers stop finding new ones, the default is the count that passed every time.
WORKERS=${JEST_WORKERS:-$(nproc)}
log "running jest ($WORKERS workers)"
npx jest --ci --maxWorkers="$WORKERS" "$@"

# The bundle budgets (storefront home <= 200 KB, console first page <= 350 KB, gzip) measured in Chromium.
# Skipped when jest was asked for a subset.
if [ "$#" -eq 0 ]; then
  log "bundle report"
  node scripts/bundle-report.js
fi
