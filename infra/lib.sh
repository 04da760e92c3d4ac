#!/usr/bin/env bash
# Shared helpers for the test runner and distributed mode: find or install PostgreSQL and
# nats-server (Debian/Ubuntu: apt-get when missing), start them on private ports and folders.

log() { printf '[coachwork] %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"; else return 1; fi
}

apt_install() {
  command -v apt-get >/dev/null 2>&1 || { log "apt-get not found: install $* yourself"; return 1; }
  log "installing $* with apt-get"
  if [ -z "${COACHWORK_APT_UPDATED:-}" ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 || true
    export COACHWORK_APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >&2
}

# Prints the folder holding initdb/pg_ctl/postgres, installing PostgreSQL when none is found.
pg_bindir() {
  local d
  for d in "${PG_BINDIR:-}" $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -n "$d" ] && [ -x "$d/initdb" ] && { echo "$d"; return 0; }
  done
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return 0; fi
  apt_install postgresql postgresql-contrib || return 1
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$d/initdb" ] && { echo "$d"; return 0; }
  done
  return 1
}

nats_bin() {
  if command -v nats-server >/dev/null 2>&1; then command -v nats-server; return 0; fi
  apt_install nats-server || return 1
  command -v nats-server
}

# Prints the Chromium binary for the browser tests, installing Debian's chromium when missing.
chromium_bin() {
  local c
  for c in "${CHROMIUM_BIN:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
    [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
  done
  apt_install chromium || return 1
  [ -x /usr/bin/chromium ] && echo /usr/bin/chromium
}

# Prints Prometheus (the metrics test scrapes the distributed mode with it), installing Debian's
# prometheus when missing. Only the binary is used: the package's own service is not started here.
prometheus_bin() {
  local c
  for c in "${PROMETHEUS_BIN:-}" /usr/bin/prometheus; do
    [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
  done
  apt_install prometheus || return 1
  [ -x /usr/bin/prometheus ] && echo /usr/bin/prometheus
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# PostgreSQL refuses to run as root; run its commands as the postgres user then.
pg_run() {
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql --shell /bin/bash postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# start_postgres DIR PORT: a private server with trust auth on 127.0.0.1; data survives restarts.
start_postgres() {
  local dir=$1 port=$2 bin
  bin=$(pg_bindir) || { log "PostgreSQL is not installed and could not be installed"; return 1; }
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && { id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql --shell /bin/bash postgres; chown -R postgres "$dir"; chmod 700 "$dir"; }
  if [ ! -f "$dir/PG_VERSION" ]; then
    pg_run "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null \
      || pg_run "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
  fi
  pg_run "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-on} -c max_connections=200" start >/dev/null
}

stop_postgres() {
  local dir=$1 bin
  bin=$(pg_bindir) || return 0
  [ -f "$dir/postmaster.pid" ] && pg_run "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true
}

# start_nats DIR PORT MONITOR_PORT: JetStream with file storage under DIR; waits until healthy.
start_nats() {
  local dir=$1 port=$2 mon=$3 bin i
  bin=$(nats_bin) || { log "nats-server is not installed and could not be installed"; return 1; }
  mkdir -p "$dir"
  "$bin" -a 127.0.0.1 -p "$port" -js -sd "$dir" -m "$mon" >"$dir/nats.log" 2>&1 &
  echo $! >"$dir/nats.pid"
  for i in $(seq 1 100); do
    node -e "fetch('http://127.0.0.1:$mon/healthz?js-enabled-only=true').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" && return 0
    sleep 0.1
  done
  log "nats-server did not become healthy; see $dir/nats.log"
  return 1
}

stop_nats() {
  local dir=$1
  [ -f "$dir/nats.pid" ] && kill "$(cat "$dir/nats.pid")" 2>/dev/null || true
  rm -f "$dir/nats.pid"
}

# Installs npm dependencies when node_modules is missing or older than the lockfile. `npm install`
# rather than `npm ci`: the registry these machines reach lacks some other platforms' optional
# binaries (for example @swc/core-darwin-arm64), which `npm ci` refuses as a lockfile mismatch.
ensure_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm dependencies"
    npm install --no-audit --no-fund >&2
  fi
}

# Milliseconds as seconds for sleep: 1500 → 1.500.
ms_as_s() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }

# supervise NAME CMD... (in the background; its pid is in $!): runs CMD and starts it again whenever it
# exits, as a process supervisor would: after 0.5 s, doubling up to 10 s, back to 0.5 s once it had
# stayed up 30 s. SIGTERM stops it: CMD gets SIGTERM, and the loop ends when CMD has. Ctrl-C's SIGINT
# is left to the caller, who answers it with SIGTERM (a CMD that dies of the SIGINT first is not
# restarted: its exit is only acted on 0.2 s later, by when the caller's SIGTERM has come).
supervise() {
  local name=$1
  shift
  (
    set +e
    trap '' INT
    child='' stopping='' delay=${SUPERVISE_INITIAL_MS:-500} max=${SUPERVISE_MAX_MS:-10000}
    reset_after=${SUPERVISE_RESET_AFTER_S:-30}
    trap 'stopping=1; [ -n "$child" ] && kill -TERM "$child" 2>/dev/null' TERM
    while [ -z "$stopping" ]; do
      started=$SECONDS
      "$@" &
      child=$!
      wait "$child"
      rc=$?
      while kill -0 "$child" 2>/dev/null; do wait "$child"; rc=$?; done
      child=''
      # Ctrl-C reaches CMD and the caller together: give the caller's SIGTERM a moment to arrive.
      [ -z "$stopping" ] && { sleep 0.2 & wait $!; }
      [ -n "$stopping" ] && break
      up=$((SECONDS - started))
      [ "$up" -ge "$reset_after" ] && delay=${SUPERVISE_INITIAL_MS:-500}
      log "$name exited (code $rc, up ${up}s); starting it again in $(ms_as_s "$delay")s"
      sleep "$(ms_as_s "$delay")" &
      wait $!
      delay=$((delay * 2))
      [ "$delay" -gt "$max" ] && delay=$max
    done
    exit 0
  ) &
}

# watch_postgres DIR PORT (in the background; its pid is in $!): PostgreSQL runs detached (pg_ctl), so
# instead of waiting on it this checks it every 2 s and starts it again on the same data when it is
# gone, with supervise's backoff. SIGTERM ends the watch (stop_postgres stops the server).
watch_postgres() {
  local dir=$1 port=$2
  (
    set +e
    trap '' INT
    stopping='' delay=500 up_since=$SECONDS bin=$(pg_bindir)
    trap 'stopping=1' TERM
    while [ -z "$stopping" ]; do
      sleep 2 &
      wait $!
      [ -n "$stopping" ] && break
      pg_run "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1 && continue
      [ $((SECONDS - up_since)) -ge 30 ] && delay=500
      log "PostgreSQL is not running; starting it again in $(ms_as_s "$delay")s"
      sleep "$(ms_as_s "$delay")" &
      wait $!
      [ -n "$stopping" ] && break
      if start_postgres "$dir" "$port"; then log "PostgreSQL is back"; up_since=$SECONDS; fi
      delay=$((delay * 2))
      [ "$delay" -gt 10000 ] && delay=10000
    done
    exit 0
  ) &
}

# wait_http URL SECONDS: until URL answers 2xx, or SECONDS pass (returns 1 then).
wait_http() {
  local url=$1 seconds=$2 i
  for i in $(seq 1 $((seconds * 5))); do
    node -e "fetch('$url').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" && return 0
    sleep 0.2
  done
  return 1
}

# Prints the HAProxy binary (the load balancer in front of REPLICAS>1), installing Debian's haproxy
# when missing. HAProxy rather than nginx: Debian's nginx has no active health checks, and a replica
# that is up but unready (its database away, shutting down) must be skipped before a request fails.
haproxy_bin() {
  local c
  for c in "${HAPROXY_BIN:-}" /usr/sbin/haproxy; do
    [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
  done
  if command -v haproxy >/dev/null 2>&1; then command -v haproxy; return 0; fi
  apt_install haproxy || return 1
  [ -x /usr/sbin/haproxy ] && echo /usr/sbin/haproxy
}

# lb_config DIR STATS_PORT NAME:PORT:CHECK_PATH:PORT1,PORT2... (one argument per balanced address):
# writes DIR/haproxy.cfg and DIR/503.http. Each NAME listens on 127.0.0.1:PORT and takes turns over
# the replicas on PORT1, PORT2... that answer CHECK_PATH with 200 (checked every second; two misses
# take one out, two answers bring it back). When none is ready (a dependency they share is away) every
# running one gets the traffic again and answers its own 503 with Retry-After, as a single process
# would. A refused connection (a replica just killed) is tried on another. STATS_PORT (0: none) serves
# HAProxy's page of which replica is up.
lb_config() {
  local dir=$1 stats=$2 spec name port check ports p i
  shift 2
  mkdir -p "$dir"
  printf '%s\r\n' 'HTTP/1.0 503 Service Unavailable' 'Cache-Control: no-cache' 'Connection: close' \
    'Content-Type: application/json; charset=utf-8' 'Retry-After: 5' '' \
    '{"message":"The service is unavailable. Please try again shortly."}' >"$dir/503.http"
  {
    printf 'global\n  maxconn 4096\n\n'
    printf 'defaults\n  mode http\n  timeout connect 2s\n  timeout client 70s\n  timeout server 70s\n'
    printf '  timeout http-request 10s\n  timeout queue 10s\n  timeout check 3s\n'
    # Node closes an idle keep-alive connection after 5 s; a new one per request avoids racing that.
    printf '  option http-server-close\n  option forwardfor\n  retries 2\n  option redispatch 1\n'
    printf '  default-server inter 1s fall 2 rise 2\n  errorfile 503 %s/503.http\n\n' "$dir"
    [ "$stats" != 0 ] && printf 'listen stats\n  bind 127.0.0.1:%s\n  stats enable\n  stats uri /\n  stats refresh 2s\n\n' "$stats"
    for spec in "$@"; do
      IFS=: read -r name port check ports <<<"$spec"
      printf 'frontend %s\n  bind 127.0.0.1:%s\n  default_backend %s\n\n' "$name" "$port" "$name"
      printf 'backend %s\n  balance roundrobin\n  option allbackups\n' "$name"
      printf '  option httpchk GET %s\n  http-check expect status 200\n' "$check"
      i=0
      for p in ${ports//,/ }; do
        i=$((i + 1))
        printf '  server %s-%s 127.0.0.1:%s check\n' "$name" "$i" "$p"
        printf '  server %s-%s-unready 127.0.0.1:%s backup\n' "$name" "$i" "$p"
      done
      printf '\n'
    done
  } >"$dir/haproxy.cfg"
}
