#!/usr/bin/env bash
# Builds one console remote on its own, for an independent deploy: the shell and the other remotes are
# not rebuilt. Usage: scripts/deploy-remote.sh <app> [outDir], where <app> is a remote's folder
# (mfe-tenants, or a path to a copy of one) and outDir defaults to <app>/dist. Publish outDir's files
# where REMOTE_MFE_<NAME>_URL points (for example REMOTE_MFE_TENANTS_URL=https://cdn.example.com/tenants/mf-manifest.json);
# the running console picks the new build up on its next page load.
set -euo pipefail
here=$(pwd)
cd "$(dirname "$0")/.."
source infra/lib.sh

[ $# -ge 1 ] && [ $# -le 2 ] || { log "usage: scripts/deploy-remote.sh <app> [outDir]"; exit 2; }
app=$(cd "$here" && realpath -m -- "$1")
[ -f "$app/webpack.config.js" ] || { log "$1 has no webpack.config.js: not an app folder"; exit 2; }
grep -q 'exposes' "$app/webpack.config.js" || { log "$1 exposes nothing: not a remote"; exit 2; }
out=$(cd "$here" && realpath -m -- "${2:-$app/dist}")

started=$SECONDS
log "building $app into $out"
(cd "$app" && npx webpack --mode production --output-path "$out") >&2
# Keep build-web.sh's up-to-date check right when the remote was built into its usual place.
[ "$out" = "$app/dist" ] && touch "$out/.built"
log "built $(basename "$app") in $((SECONDS - started)) s: $(ls "$out" | wc -l) files, manifest $out/mf-manifest.json"
