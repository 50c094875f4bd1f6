# One image for every process: api, projections and workers differ only by their command.
# Build: docker build -t eventhire .   (docker compose builds it for you; see docs/scaling.md)

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY core/package.json core/
COPY contract/package.json contract/
COPY infra/package.json infra/
COPY projections/package.json projections/
COPY app/package.json app/
COPY api/package.json api/
COPY workers/package.json workers/
COPY server/package.json server/
COPY web-marketplace/package.json web-marketplace/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The API serves the built web app.
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    OBJECTS_DIR=/objects
WORKDIR /app
# The processes run TypeScript through tsx (as `npm start` does), so sources and node_modules ship.
COPY --from=build /app /app
RUN mkdir -p /data /objects && chown node:node /data /objects
USER node
EXPOSE 3000
# Liveness by default; docker-compose.yml probes /readyz where readiness gates traffic.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.HEALTH_PORT||process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/src/main-api.ts"]
