#!/usr/bin/env bash
# `npm run chaos`: the chaos suite (issue 24 item 5; docs/run-modes.md#chaos). Builds the backend, runs
# the distributed mode with REPLICAS=2 behind HAProxy in a private folder on free ports (never ./data),
# puts a steady load of bookers on it through the load balancer and kills with -9, one at a time, a
# gateway, one replica of each service, nats-server and PostgreSQL. After each it settles and prints a
# table row of what it counted; exits 1 on any lost, doubled or stuck item. Knobs: REPLICAS (2),
# CHAOS_BOOKERS (8), CHAOS_ROUNDS (1), CHAOS_FAULTS (all, comma-separated), CHAOS_LOAD_MS (3000),
# CHAOS_AFTER_MS (3000), CHAOS_SETTLE_MS (60000), CHAOS_KEEP=1 (keep the folder and its logs).
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
ensure_node_modules
log "building the backend"
npm run build:api --silent
# Installed here rather than in the middle of the run (lib.sh installs them with apt-get when missing).
pg_bindir >/dev/null || { log "PostgreSQL is not installed and could not be installed"; exit 1; }
nats_bin >/dev/null || { log "nats-server is not installed and could not be installed"; exit 1; }
# Two of everything behind the load balancer; one of each (no balancer) where lib.sh has none yet.
if declare -F lb_config >/dev/null; then export REPLICAS=${REPLICAS:-2}; else export REPLICAS=${REPLICAS:-1}; fi
if [ "$REPLICAS" != 1 ]; then
  haproxy_bin >/dev/null || { log "haproxy is not installed and could not be installed"; exit 1; }
fi
exec node infra/chaos/driver.js
