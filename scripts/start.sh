#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, then runs the whole product in one process
# (gateway + four services, embedded PGlite under ./data, in-process events) on PORT (3000).
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
ensure_node_modules
log "building"
npm run build --silent
exec node gateway/dist/start.js
