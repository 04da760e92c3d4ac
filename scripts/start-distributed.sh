#!/usr/bin/env bash
# `npm run start:distributed`: PostgreSQL and nats-server (installed with apt-get when missing) on
# local ports with data under ./data, each service in its own process, and the gateway in front.
# Ctrl-C stops everything it started. Data survives a restart.
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
PIDS=()

stop_all() {
  trap - INT TERM EXIT
  log "stopping"
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  stop_nats "$DATA/nats"
  stop_postgres "$DATA/postgres"
}
trap stop_all INT TERM EXIT

log "starting PostgreSQL on 127.0.0.1:$PGPORT (data in $DATA/postgres)"
start_postgres "$DATA/postgres" "$PGPORT"
pg_run "$(pg_bindir)/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc "select 1 from pg_database where datname='coachwork'" | grep -q 1 \
  || pg_run "$(pg_bindir)/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres coachwork
log "starting nats-server on 127.0.0.1:$NATS_PORT (data in $DATA/nats)"
start_nats "$DATA/nats" "$NATS_PORT" "$NATS_MONITOR"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/coachwork"
export NATS_URL="nats://127.0.0.1:$NATS_PORT"
export INTERNAL_TOKEN_SECRET=${INTERNAL_TOKEN_SECRET:-coachwork-dev-internal-secret-change-me}
# Identity and bookings mail (sign-in links, seat invitations): both read APP_URL, SMTP_URL and
# MAIL_FROM from this environment and keep demo copies under $DATA_DIR/mail, as in embedded mode.
export DATA_DIR=${DATA_DIR:-$(pwd)/data}

declare -A PORTS=([identity]=4101 [tenants]=4102 [workshops]=4103 [bookings]=4104)
for name in identity tenants workshops bookings; do
  log "starting $name on 127.0.0.1:${PORTS[$name]}"
  PORT=${PORTS[$name]} node "services/$name/dist/start.js" &
  PIDS+=($!)
  for _ in $(seq 1 150); do
    node -e "fetch('http://127.0.0.1:${PORTS[$name]}/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" && break
    kill -0 "${PIDS[-1]}" 2>/dev/null || { log "$name failed to start"; exit 1; }
    sleep 0.2
  done
done

export IDENTITY_URL=http://127.0.0.1:${PORTS[identity]} TENANTS_URL=http://127.0.0.1:${PORTS[tenants]}
export WORKSHOPS_URL=http://127.0.0.1:${PORTS[workshops]} BOOKINGS_URL=http://127.0.0.1:${PORTS[bookings]}
node gateway/dist/start.js &
PIDS+=($!)
wait -n "${PIDS[@]}" || true
log "a process stopped"
