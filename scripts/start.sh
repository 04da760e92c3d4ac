#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, then runs the whole product in one process
# (gateway + four services, embedded PGlite under ./data, in-process events) on PORT (3000).
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh
ensure_node_modules
log "building"
npm run build --silent
# Memory for a small machine (issue 26 item 5; docs/performance.md, "Memory"): V8 sizes its heap for the
# machine's RAM (4 GB here) and lets garbage pile up to it; 256 MB is two to three times what the product
# keeps alive under load. glibc's per-thread malloc arenas are capped at two. NODE_HEAP_MB overrides.
export MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}
exec node --max-old-space-size="${NODE_HEAP_MB:-256}" gateway/dist/start.js
