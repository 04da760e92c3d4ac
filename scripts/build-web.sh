#!/usr/bin/env bash
# Builds the console shell and the four remotes with webpack, one more at a time than there are cores
# (a build is mostly one thread, and waits on the disk now and then), skipping an app whose
# build is newer than its sources, web-kit, contracts, the webpack factory and the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
source infra/lib.sh

stale() {
  local app=$1 stamp=$1/dist/.built
  [ -f "$stamp" ] || return 0
  [ -n "$(find "$app/src" "$app/webpack.config.js" packages/web-kit/src packages/contracts/src infra/webpack package-lock.json -newer "$stamp" -print -quit 2>/dev/null)" ]
}

build() {
  local app=$1 started=$SECONDS
  # Brotli and gzip copies of the text assets, served by content negotiation (gateway/src/precompressed.ts).
  if ! stale "$app"; then node scripts/precompress.js "$app/dist"; log "$app is up to date"; return 0; fi
  (cd "$app" && npx webpack --mode production >"../.build-$app.log" 2>&1) || { cat ".build-$app.log" >&2; log "$app failed to build"; return 1; }
  node scripts/precompress.js "$app/dist"
  touch "$app/dist/.built"
  rm -f ".build-$app.log"
  log "$app built in $((SECONDS - started)) s"
}

apps=(shell mfe-identity mfe-tenants mfe-workshops mfe-bookings)
max=$(($(nproc) + 1))
status=0
declare -A running=()
# Waits for one running build to end; a failed one fails the whole run once the others are done.
wait_one() {
  local ended
  wait -n -p ended "${!running[@]}" || status=1
  unset "running[$ended]"
}
for app in "${apps[@]}"; do
  while ((${#running[@]} >= max)); do wait_one; done
  build "$app" &
  running[$!]=1
done
while ((${#running[@]})); do wait_one; done
exit $status
