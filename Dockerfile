# casebot's image: the one-file production bundle on Node 24 LTS, run as a non-root user.
#
#   docker build -t casebot .                          # FROM the official Node 24 image
#   docker build --build-arg BASE=my-node24 -t casebot .   # FROM any Debian-based image with Node 24 (or 20) and npm
#
# Configuration comes from the environment (README, "Configuration"); each secret may instead be a file
# named by NAME_FILE (SLACK_SIGNING_SECRET_FILE, CASEBOT_ENCRYPTION_KEY_FILE, …). With no DATABASE_URL the
# SQLite database lives in the /data volume. See docs/operations.md.
ARG BASE=node:24-bookworm-slim

FROM ${BASE} AS build
WORKDIR /build
# better-sqlite3 is built from source: a compiler for this stage only.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json manifest.yml ./
COPY scripts/bundle.cjs scripts/boot.cjs scripts/code-cache.cjs scripts/
COPY src src
# The bundles (casebot and its admin CLI), then the one package they leave to node_modules: the native
# SQLite driver (its compiled addon and loader; PostgreSQL's driver is inside the bundle).
RUN node scripts/bundle.cjs \
 && mkdir -p /runtime/node_modules/better-sqlite3/build/Release \
 && cp -r node_modules/bindings node_modules/file-uri-to-path /runtime/node_modules/ \
 && cp -r node_modules/better-sqlite3/package.json node_modules/better-sqlite3/lib /runtime/node_modules/better-sqlite3/ \
 && cp node_modules/better-sqlite3/build/Release/better_sqlite3.node /runtime/node_modules/better-sqlite3/build/Release/

FROM ${BASE}
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=sqlite:/data/casebot.db
WORKDIR /app
# A user of its own (the official image's `node` is not assumed), and the data volume it owns.
RUN (getent group casebot >/dev/null || groupadd --system --gid 10001 casebot) \
 && (id -u casebot >/dev/null 2>&1 || useradd --system --uid 10001 --gid casebot --home-dir /app --no-create-home casebot) \
 && mkdir -p /data \
 && chown casebot:casebot /data
COPY --from=build --chown=root:root /build/package.json /build/manifest.yml ./
COPY --from=build --chown=root:root /runtime/node_modules node_modules
COPY --from=build --chown=root:root /build/dist dist
USER casebot
VOLUME ["/data"]
EXPOSE 3000
# Alive and its database writable (/healthz); /readyz also says no shutdown has begun.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# casebot handles SIGTERM itself: it stops taking requests, finishes the replies in flight, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "dist/casebot.js"]
