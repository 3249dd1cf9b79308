# HEMIS: one image with the API, which serves the shell and every remote on one port.
#   docker build -t hemis .            (compose.yaml builds it too: docker compose up -d --build)
# Settings come from the environment (.env.example names every one); the image starts in
# production mode, which needs JWT_SECRET, DATABASE_URL and SMTP_URL. Uploaded files live in
# /var/lib/hemis: mount a volume there, shared by every API container of the site.

# ---- build: every package, with the development dependencies the build needs ----
FROM node:20-bookworm-slim AS build
WORKDIR /src
# Lerna runs the builds through Nx: no background daemon in a build container.
ENV NX_DAEMON=false
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && sh deploy/assemble.sh /release

# ---- runtime: the release only (the bundled API, its production node_modules, the built shell
# and remotes, the migrations, the user manual and the fonts), run by an unprivileged user ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HEMIS_MODE=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    HEMIS_DATA_DIR=/var/lib/hemis \
    HEMIS_STATIC_ROOT=/app
WORKDIR /app
COPY --from=build /release /app
# The image's own `node` user (uid 1000) owns only the data folder; the release stays root's.
RUN mkdir -p /var/lib/hemis && chown node:node /var/lib/hemis
USER node
VOLUME ["/var/lib/hemis"]
EXPOSE 8080
# Alive: /api/health answers 200 once the server listens (migrations have run by then).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1 gets SIGTERM from `docker stop`: the server closes and exits within 10 s.
CMD ["node", "api/dist/server.js"]
