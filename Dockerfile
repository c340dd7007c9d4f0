# syntax=docker/dockerfile:1
# Build stage: install everything, build libs, both frontends and the backend.
# The current Node LTS (package.json `engines` also allows 20.19+ and 22.12+, which load the
# ESM-only dependencies through require(esm)).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/package.json libs/
COPY backend/package.json backend/
COPY web-public/package.json web-public/
COPY web-admin/package.json web-admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies of the server (backend and the libs it imports) and
# the built files only, run as the unprivileged `node` user.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/package.json libs/
COPY backend/package.json backend/
COPY web-public/package.json web-public/
COPY web-admin/package.json web-admin/
RUN npm ci --omit=dev --workspace backend --workspace libs --include-workspace-root --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/libs/dist libs/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/drizzle backend/drizzle
COPY --from=build /app/web-public/dist web-public/dist
COPY --from=build /app/web-admin/dist web-admin/dist
# Backup and restore of the embedded database (docs/operations.md).
COPY scripts/backup.mjs scripts/restore.mjs scripts/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME /data
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Node itself is PID 1: main.js drains on SIGTERM and exits 0 (stop grace: 30 s in compose).
CMD ["node", "backend/dist/main.js"]
