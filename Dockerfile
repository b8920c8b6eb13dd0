# syntax=docker/dockerfile:1
# The production image: the compiled API, serving the built web app, operator console and
# games from one process. Build from the repository root: `docker build -t khelahobe .`
# Operations: docs/operations.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the manifests (every workspace's package.json and the lock), found rather than listed,
# so a new workspace is never missed. The dependency layers below copy this stage's result
# and are rebuilt when a manifest changes, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -type d -empty -delete

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# Every workspace's build: the web app, the console, the games and the server, then the
# server again without the wallet simulator: the image only ever talks to the real provider.
RUN npm run build && node apps/api/build.mjs --production

# The server's own dependencies only: the web app's and the games' are in their builds.
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace=apps/api --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
# Owned by root: the server's user reads its code and cannot rewrite it.
COPY --from=production-deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/src/modules/profile/avatars apps/api/src/modules/profile/avatars
# The question bank: `cli-import-questions.js` loads it, and SEED_DEMO_CONTENT=true seeds from it.
COPY --from=build /app/apps/api/src/db/seed-data apps/api/src/db/seed-data
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/console/dist apps/console/dist
COPY --from=build /app/games/4096/dist games/4096/dist
COPY --from=build /app/games/FlappyDino/dist games/FlappyDino/dist
COPY --from=build /app/games/FreeKick/dist games/FreeKick/dist
COPY --from=build /app/games/SharkGame/dist games/SharkGame/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "apps/api/dist/server.js"]
