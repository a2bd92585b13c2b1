#!/usr/bin/env bash
# `npm run test:image`: builds casebot's container image from this checkout and drives it (test/image).
# Where no public image registry is reachable, the image is built FROM a base made on this machine
# (deploy/make-base-image.sh). Only where no Docker daemon can run at all is the test not run, and it says so.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! docker info >/dev/null 2>&1 && command -v dockerd >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "== starting the Docker daemon"
  mkdir -p /var/lib/casebot-docker
  (dockerd --iptables=false --bridge=none --data-root=/var/lib/casebot-docker >/tmp/casebot-dockerd.log 2>&1 &)
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
fi
if ! docker info >/dev/null 2>&1; then
  echo "casebot image test: no Docker daemon can run on this machine, so the image is not built or tested here."
  exit 0
fi

BASE=${CASEBOT_IMAGE_BASE:-}
if [ -z "$BASE" ]; then
  if docker image inspect node:24-bookworm-slim >/dev/null 2>&1 || timeout 60 docker pull -q node:24-bookworm-slim >/dev/null 2>&1; then
    BASE=node:24-bookworm-slim
  else
    echo "== no public image registry: a Node 24 base made on this machine"
    BASE=casebot-base:node-$("$(scripts/node24.sh)/bin/node" --version | sed 's/^v//')
    deploy/make-base-image.sh "$BASE"
  fi
fi

IMAGE=${CASEBOT_IMAGE:-casebot:test}
started=$(date +%s)
# Slack's requests and the registry: the host's network (a machine with no bridge network has no other).
DOCKER_BUILDKIT=0 docker build --quiet --network host --build-arg BASE="$BASE" -t "$IMAGE" . >/dev/null 2>/tmp/casebot-build.log \
  || { tail -30 /tmp/casebot-build.log >&2; exit 1; }
echo "== built $IMAGE FROM $BASE in $(($(date +%s) - started)) s: $(docker image inspect -f '{{.Size}}' "$IMAGE") bytes"

CASEBOT_IMAGE="$IMAGE" exec npx jest --config jest.image.config.js
