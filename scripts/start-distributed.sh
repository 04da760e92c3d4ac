#!/usr/bin/env bash
# `npm run start:distributed`: PostgreSQL and nats-server (installed with apt-get when missing) on
# local ports with data under ./data, each service in its own process, and the gateway in front.
# Every process is supervised: one that dies is started again (0.5 s doubling to 10 s, back to 0.5 s
# after 30 s up) while the others keep serving. Ctrl-C (or SIGTERM) stops everything it started:
# the gateway, then the services (each finishing its requests and events), then nats-server and
# PostgreSQL. Data survives a restart.
#
# REPLICAS=N (default 1): N gateways and N processes of each service, each supervised, behind HAProxy
# (installed with apt-get when missing). It listens on the public port 3000 and on each service's
# port (4101-4105), and takes turns over the replicas that pass their readiness check: gateways on
# 3001..300N, service replica i on its port + 10*i (identity 4111, 4121, ...). HAProxy's own page of
# which replica is up is on 127.0.0.1:8404. With REPLICAS=1 nothing changes: no load balancer, the
# gateway on 3000 and the services on 4101-4105.
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
REPLICAS=${REPLICAS:-1}
[[ "$REPLICAS" =~ ^[1-9]$ ]] || { log "REPLICAS must be a whole number from 1 to 9 (got '$REPLICAS')"; exit 1; }
PUBLIC_PORT=${PORT:-3000}
LB_STATS_PORT=${COACHWORK_LB_STATS_PORT:-8404}
GATEWAY=() SERVICES=() NATS=() PG_WATCH=() LB=()

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
  stop_group "${LB[@]}" "${NATS[@]}" "${PG_WATCH[@]}"
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

declare -A PORTS=([identity]=4101 [tenants]=4102 [workshops]=4103 [bookings]=4104 [webhooks]=4105)
# replica_port BASE I: where replica I (1..N) of what is addressed on BASE listens; BASE itself with
# one replica, the load balancer's address otherwise.
replica_port() { if [ "$REPLICAS" = 1 ]; then echo "$1"; else echo $(($1 + 10 * $2)); fi; }
gateway_port() { if [ "$REPLICAS" = 1 ]; then echo "$PUBLIC_PORT"; else echo $((PUBLIC_PORT + $1)); fi; }
replica_ports() {
  local i ports=()
  for i in $(seq 1 "$REPLICAS"); do ports+=("$($1 "${@:2}" "$i")"); done
  (IFS=,; echo "${ports[*]}")
}

if [ "$REPLICAS" != 1 ]; then
  HAPROXY=$(haproxy_bin) || { log "haproxy is not installed and could not be installed"; exit 1; }
  specs=("public:$PUBLIC_PORT:/v1/health:$(replica_ports gateway_port)")
  for name in identity tenants workshops bookings webhooks; do
    specs+=("$name:${PORTS[$name]}:/healthz:$(replica_ports replica_port "${PORTS[$name]}")")
  done
  lb_config "$DATA/lb" "$LB_STATS_PORT" "${specs[@]}"
  "$HAPROXY" -c -q -f "$DATA/lb/haproxy.cfg" || { log "the load balancer's configuration is refused"; exit 1; }
  log "starting HAProxy on 127.0.0.1:$PUBLIC_PORT and 4101-4105 over $REPLICAS replicas each (state on http://127.0.0.1:$LB_STATS_PORT/)"
  supervise haproxy "$HAPROXY" -db -f "$DATA/lb/haproxy.cfg"
  LB+=($!)
fi

# One after another on a first start: each migrates its schema and the next may wait on its events.
# A service's other replicas start once its first is ready (its schema is migrated by then).
for name in identity tenants workshops bookings webhooks; do
  for i in $(seq 1 "$REPLICAS"); do
    port=$(replica_port "${PORTS[$name]}" "$i")
    label=$name
    [ "$REPLICAS" = 1 ] || label="$name-$i"
    log "starting $label on 127.0.0.1:$port"
    supervise "$label" env PORT="$port" node "services/$name/dist/start.js"
    SERVICES+=($!)
    if [ "$i" = 1 ]; then
      wait_http "http://127.0.0.1:$port/healthz" 30 || log "$label is not ready yet; going on (it keeps trying)"
    fi
  done
done

# The services' addresses: the load balancer's with replicas, so a dead replica is skipped.
export IDENTITY_URL=http://127.0.0.1:${PORTS[identity]} TENANTS_URL=http://127.0.0.1:${PORTS[tenants]}
export WORKSHOPS_URL=http://127.0.0.1:${PORTS[workshops]} BOOKINGS_URL=http://127.0.0.1:${PORTS[bookings]}
export WEBHOOKS_URL=http://127.0.0.1:${PORTS[webhooks]}
if [ "$REPLICAS" != 1 ]; then
  # Behind the load balancer: the client's address is its X-Forwarded-For (rate limits count it, not
  # HAProxy's), and mailed links point at the public port, not a gateway's own.
  export TRUST_PROXY=${TRUST_PROXY:-loopback} APP_URL=${APP_URL:-http://localhost:$PUBLIC_PORT}
fi
for i in $(seq 1 "$REPLICAS"); do
  port=$(gateway_port "$i")
  label=gateway
  [ "$REPLICAS" = 1 ] || { label="gateway-$i"; log "starting $label on 127.0.0.1:$port"; }
  supervise "$label" env PORT="$port" node gateway/dist/start.js
  GATEWAY+=($!)
done
# Each gateway prints its own port; people open HAProxy's.
[ "$REPLICAS" = 1 ] || log "open http://localhost:$PUBLIC_PORT (HAProxy over $REPLICAS gateways; each gateway's banner names its own port)"
# Until Ctrl-C or SIGTERM: the supervisors never end by themselves.
wait || true
