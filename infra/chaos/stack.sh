#!/usr/bin/env bash
# The distributed mode for the chaos suite: what `npm run start:distributed` runs (PostgreSQL watched
# and restarted on its data, nats-server, each service and the gateway under infra/lib.sh's supervise),
# but in the private folder $1 on free ports, so it never touches ./data nor a running start:distributed.
# Nothing is built here (scripts/chaos.sh builds the backend first).
#
# It writes $1/stack.json once the front door answers: the front door's URL, PostgreSQL's port and data
# folder, and each supervised process's supervisor pid (the driver kills the supervisor's child, so the
# supervisor starts it again exactly as in start:distributed). SIGTERM stops everything it started.
set -euo pipefail
cd "$(dirname "$0")/../.."
source infra/lib.sh
DIR=${1:?usage: stack.sh DIR}
mkdir -p "$DIR/logs" "$DIR/nats" "$DIR/files"
chmod 755 "$DIR"
# Ports chosen now and listened on later (a service's, after PostgreSQL and the services before it):
# below the kernel's ephemeral range (32768 up), so that no connection's local port and no other test's
# port-0 listener takes one meanwhile. Once, beside the rest of the suite, a workshops replica found its
# port taken and never started. Each is free when chosen, and none is chosen twice.
free_port() {
  node -e '
    const net = require("net"), fs = require("fs"), file = process.argv[1];
    const read = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    const taken = new Set(read.split("\n").filter(Boolean).map(Number));
    (function next() {
      const port = 20000 + Math.floor(Math.random() * 12000);
      if (taken.has(port)) return next();
      const server = net.createServer();
      server.once("error", next);
      server.listen(port, "127.0.0.1", () =>
        server.close(() => {
          fs.appendFileSync(file, port + "\n");
          console.log(port);
        }),
      );
    })();' "$DIR/ports.planned"
}
PGPORT=$(free_port)
NATS_PORT=$(free_port)
NATS_MONITOR=$(free_port)
GATEWAY_PORT=$(free_port)
SUPERVISED=() PG_WATCH=()

stop_all() {
  trap - INT TERM EXIT
  local pid
  # Gateways first, then the services, then the load balancer, nats-server and PostgreSQL.
  for group in gateway service infra; do
    for entry in "${SUPERVISED[@]}"; do
      [ "${entry%%:*}" = "$group" ] || continue
      pid=${entry##*:}
      kill -TERM "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
    done
  done
  for pid in "${PG_WATCH[@]}"; do kill -TERM "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  stop_postgres "$DIR/postgres"
}
trap 'stop_all; exit 143' TERM
trap 'stop_all; exit 130' INT
trap stop_all EXIT

# The faults are the point: the supervisor restarts a killed process at once (0.5 s), every time.
export SUPERVISE_INITIAL_MS=${SUPERVISE_INITIAL_MS:-500} SUPERVISE_MAX_MS=${SUPERVISE_MAX_MS:-2000}
PG_FSYNC=${PG_FSYNC:-on} start_postgres "$DIR/postgres" "$PGPORT"
pg_run "$(pg_bindir)/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres coachwork
watch_postgres "$DIR/postgres" "$PGPORT"
PG_WATCH+=($!)

NATS_BIN=$(nats_bin)
supervise nats-server bash -c 'exec "$0" -a 127.0.0.1 -p "$1" -js -sd "$2" -m "$3" >>"$2/nats.log" 2>&1' \
  "$NATS_BIN" "$NATS_PORT" "$DIR/nats" "$NATS_MONITOR"
SUPERVISED+=("infra:$!")
PIDS="\"nats-server\": $!"
HEALTH="\"nats-server\": \"http://127.0.0.1:$NATS_MONITOR/healthz?js-enabled-only=true\""
wait_http "http://127.0.0.1:$NATS_MONITOR/healthz?js-enabled-only=true" 20

export DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/coachwork"
export NATS_URL="nats://127.0.0.1:$NATS_PORT"
export INTERNAL_TOKEN_SECRET="chaos-$(node -e "console.log(require('crypto').randomBytes(16).toString('hex'))")"
export DATA_DIR="$DIR/files" HOST=127.0.0.1 LOG_LEVEL=${LOG_LEVEL:-warn} NODE_ENV=development
export APP_URL="http://127.0.0.1:$GATEWAY_PORT"
# No hold runs out during a run: a PENDING booking the client was told of stays PENDING until paid.
export BOOKING_HOLD_MINUTES=${BOOKING_HOLD_MINUTES:-120}

# REPLICAS=N (1 by default): N processes of each service and N gateways, each supervised, behind
# HAProxy (lib.sh's haproxy_bin and lb_config, as start:distributed sets it up) on one address each.
REPLICAS=${REPLICAS:-1}
[[ "$REPLICAS" =~ ^[1-9]$ ]] || { log "REPLICAS must be a whole number from 1 to 9 (got '$REPLICAS')"; exit 1; }
label() { if [ "$REPLICAS" = 1 ]; then echo "$1"; else echo "$1-$2"; fi; }
ports() { local i out=(); for i in $(seq 1 "$REPLICAS"); do out+=("$(free_port)"); done; (IFS=,; echo "${out[*]}"); }

declare -A URLS=() REPLICA_PORTS=()
for name in identity tenants workshops bookings webhooks gateway; do REPLICA_PORTS[$name]=$(ports); done
if [ "$REPLICAS" = 1 ]; then
  for name in identity tenants workshops bookings webhooks; do URLS[$name]="http://127.0.0.1:${REPLICA_PORTS[$name]}"; done
  REPLICA_PORTS[gateway]=$GATEWAY_PORT PUBLIC_PORT=$GATEWAY_PORT
else
  declare -F lb_config >/dev/null || { log "REPLICAS>1 needs lb_config in infra/lib.sh (the load balancer)"; exit 1; }
  HAPROXY=$(haproxy_bin) || { log "haproxy is not installed and could not be installed"; exit 1; }
  PUBLIC_PORT=$GATEWAY_PORT
  specs=("public:$PUBLIC_PORT:/v1/health:${REPLICA_PORTS[gateway]}")
  for name in identity tenants workshops bookings webhooks; do
    port=$(free_port)
    URLS[$name]="http://127.0.0.1:$port"
    specs+=("$name:$port:/healthz:${REPLICA_PORTS[$name]}")
  done
  lb_config "$DIR/lb" 0 "${specs[@]}"
  supervise haproxy bash -c 'exec "$0" -db -f "$1" >>"$2" 2>&1' "$HAPROXY" "$DIR/lb/haproxy.cfg" "$DIR/logs/haproxy.log"
  SUPERVISED+=("infra:$!")
  PIDS="$PIDS, \"haproxy\": $!"
  # Behind the load balancer the client's address is its X-Forwarded-For.
  export TRUST_PROXY=loopback
fi

for name in identity tenants workshops bookings webhooks; do
  i=0
  for port in ${REPLICA_PORTS[$name]//,/ }; do
    i=$((i + 1))
    supervise "$(label "$name" "$i")" bash -c 'exec env PORT="$0" node "services/$1/dist/start.js" >>"$2" 2>&1' \
      "$port" "$name" "$DIR/logs/$(label "$name" "$i").log"
    SUPERVISED+=("service:$!")
    PIDS="$PIDS, \"$(label "$name" "$i")\": $!"
    HEALTH="$HEALTH, \"$(label "$name" "$i")\": \"http://127.0.0.1:$port/healthz\""
    # The first replica migrates the schema; the others start once it is ready.
    [ "$i" = 1 ] && { wait_http "http://127.0.0.1:$port/healthz" 60 || log "$name is not ready yet; going on"; }
  done
done

# One address plays every booker: the rate limits must not be what the suite measures.
export IDENTITY_URL=${URLS[identity]} TENANTS_URL=${URLS[tenants]}
export WORKSHOPS_URL=${URLS[workshops]} BOOKINGS_URL=${URLS[bookings]} WEBHOOKS_URL=${URLS[webhooks]}
export AUTH_RATE_LIMIT_MAX=100000 API_RATE_LIMIT_MAX=100000000
i=0
for port in ${REPLICA_PORTS[gateway]//,/ }; do
  i=$((i + 1))
  supervise "$(label gateway "$i")" bash -c 'exec env PORT="$0" node gateway/dist/start.js >>"$1" 2>&1' \
    "$port" "$DIR/logs/$(label gateway "$i").log"
  SUPERVISED+=("gateway:$!")
  PIDS="$PIDS, \"$(label gateway "$i")\": $!"
  HEALTH="$HEALTH, \"$(label gateway "$i")\": \"http://127.0.0.1:$port/v1/health\""
done
wait_http "http://127.0.0.1:$PUBLIC_PORT/v1/health" 90

cat >"$DIR/stack.json.tmp" <<EOF
{
  "url": "http://127.0.0.1:$PUBLIC_PORT",
  "replicas": $REPLICAS,
  "databaseUrl": "$DATABASE_URL",
  "postgresDir": "$DIR/postgres",
  "dataDir": "$DATA_DIR",
  "natsMonitor": "http://127.0.0.1:$NATS_MONITOR",
  "supervisors": { $PIDS },
  "health": { $HEALTH }
}
EOF
mv "$DIR/stack.json.tmp" "$DIR/stack.json"
log "chaos stack ready on http://127.0.0.1:$PUBLIC_PORT with $REPLICAS replicas (folder $DIR)"
wait || true
