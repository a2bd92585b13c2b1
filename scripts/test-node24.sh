#!/usr/bin/env bash
# `npm run test:node24`: the whole jest suite again on Node 24 LTS, in this checkout. The one native addon
# (better-sqlite3) is switched to Node 24's build for the run (built once against Node 24's own headers
# and kept in the cache beside that Node) and switched back after, so node_modules still serves Node 20.
set -euo pipefail
cd "$(dirname "$0")/.."
N24=$(scripts/node24.sh)
ADDON=node_modules/better-sqlite3/build/Release/better_sqlite3.node
SQLITE=$(node -p "require('better-sqlite3/package.json').version")
BUILT="$N24/../../addons/better-sqlite3-$SQLITE.node"
KEPT=$(mktemp)
cp "$ADDON" "$KEPT"
trap 'cp "$KEPT" "$ADDON"; rm -f "$KEPT"' EXIT
if [ ! -f "$BUILT" ]; then
  echo "== building better-sqlite3 $SQLITE for Node 24 (once)"
  PATH="$N24/bin:$PATH" npm_config_nodedir="$N24" npm rebuild better-sqlite3 --no-audit --no-fund >/dev/null
  mkdir -p "$(dirname "$BUILT")"
  cp "$ADDON" "$BUILT"
else
  cp "$BUILT" "$ADDON"
fi
echo "== node $("$N24/bin/node" --version): npx jest"
PATH="$N24/bin:$PATH" npx jest "$@"
