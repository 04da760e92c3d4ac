#!/usr/bin/env bash
# `npm run start:distributed`: PostgreSQL and nats-server (installed with apt-get when missing) on
# local ports with data under ./data, each service in its own process, and the gateway in front.
# Every process is supervised: one that dies is started again (0.5 s doubling to 10 s, back to 0.5 s
# after 30 s up) while the others keep serving. Ctrl-C (or SIGTERM) stops everything it started:
# the gateway, then the services (each finishing its requests and events), then nats-server and
# PostgreSQL. Data survives a restart.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
ensure_node_modules
log "building"
npm run build --silent

DATA=$(pwd)/data/distributed
mkdir -p "$DATA"
chmod 755 "$(pwd)/data" "$DATA"
PGPORT=${COACHWORK_PG_PORT:-55433}
NATS_PORT=${COACHWORK_NATS_PORT:-4222}
NATS_MONITOR=${COACHWORK_NATS_MONITOR_PORT:-8222}
GATEWAY=() SERVICES=() NATS=() PG_WATCH=()

stop_group() {
  local pid
  for pid in "$@"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "$@"; do wait "$pid" 2>/dev/null || true; done
}
stop_all() {
  trap - INT TERM EXIT
  log "stopping"
  stop_group "${GATEWAY[@]}"
  stop_group "${SERVICES[@]}"
  stop_group "${NATS[@]}" "${PG_WATCH[@]}"
  stop_postgres "$DATA/postgres"
  log "stopped"
}
# A signal ends the script once everything stopped (also when it comes while starting up).
trap 'stop_all; exit 130' INT
trap 'stop_all; exit 143' TERM
trap stop_all EXIT

log "starting PostgreSQL on 127.0.0.1:$PGPORT (data in $DATA/postgres)"
start_postgres "$DATA/postgres" "$PGPORT"
pg_run "$(pg_bindir)/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc "select 1 from pg_database where datname='coachwork'" | grep -q 1 \
  || pg_run "$(pg_bindir)/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres coachwork
watch_postgres "$DATA/postgres" "$PGPORT"
PG_WATCH+=($!)

log "starting nats-server on 127.0.0.1:$NATS_PORT (data in $DATA/nats)"
mkdir -p "$DATA/nats"
NATS_BIN=$(nats_bin) || { log "nats-server is not installed and could not be installed"; exit 1; }
supervise nats-server bash -c 'exec "$0" -a 127.0.0.1 -p "$1" -js -sd "$2" -m "$3" >>"$2/nats.log" 2>&1' \
  "$NATS_BIN" "$NATS_PORT" "$DATA/nats" "$NATS_MONITOR"
NATS+=($!)
wait_http "http://127.0.0.1:$NATS_MONITOR/healthz?js-enabled-only=true" 20 \
  || { log "nats-server did not become healthy; see $DATA/nats/nats.log"; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/coachwork"
export NATS_URL="nats://127.0.0.1:$NATS_PORT"
export INTERNAL_TOKEN_SECRET=${INTERNAL_TOKEN_SECRET:-coachwork-dev-internal-secret-change-me}
# Identity and bookings mail (sign-in links, seat invitations): both read APP_URL, SMTP_URL and
# MAIL_FROM from this environment and keep demo copies under $DATA_DIR/mail, as in embedded mode.
export DATA_DIR=${DATA_DIR:-$(pwd)/data}

declare -A PORTS=([identity]=4101 [tenants]=4102 [workshops]=4103 [bookings]=4104)
# One after another on a first start: each migrates its schema and the next may wait on its events.
for name in identity tenants workshops bookings; do
  log "starting $name on 127.0.0.1:${PORTS[$name]}"
  supervise "$name" env PORT="${PORTS[$name]}" node "services/$name/dist/start.js"
  SERVICES+=($!)
  wait_http "http://127.0.0.1:${PORTS[$name]}/healthz" 30 || log "$name is not ready yet; going on (it keeps trying)"
done

export IDENTITY_URL=http://127.0.0.1:${PORTS[identity]} TENANTS_URL=http://127.0.0.1:${PORTS[tenants]}
export WORKSHOPS_URL=http://127.0.0.1:${PORTS[workshops]} BOOKINGS_URL=http://127.0.0.1:${PORTS[bookings]}
supervise gateway node gateway/dist/start.js
GATEWAY+=($!)
# Until Ctrl-C or SIGTERM: the supervisors never end by themselves.
wait || true
