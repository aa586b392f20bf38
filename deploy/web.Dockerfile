# syntax=docker/dockerfile:1.20
# Every front-end app: the shell (the Module Federation host) or a remote (mfe-<area>). Built by
# webpack on Node 20, served by an unprivileged nginx on port 8080 with the cache rules of
# DESIGN.md: deploy/web/shell.conf (page fallback to index.html) or deploy/web/remote.conf
# (CORS, no fallback). The app is a build argument; docker-compose.yml gives each one its own.
# By hand, from the repository root:
#   docker build -f deploy/web.Dockerfile -t rescue-network/mfe-ngo \
#     --build-arg APP=mfe-ngo --build-arg KIND=remote --build-arg HEALTH_PATH=/remoteEntry.js .
# The build context (deploy/web.Dockerfile.dockerignore) holds the manifests, the nginx
# settings, the shared packages and the apps: no secrets, data, tests or builds.
# Dockerfile syntax 1.20 or later: COPY --parents.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28.0-alpine

FROM ${NODE_IMAGE} AS build
ARG APP
RUN test -n "${APP}" || { echo 'build with --build-arg APP=<folder>, e.g. shell or mfe-ngo' >&2; exit 1; }
WORKDIR /app
# Every workspace's manifest (they are tiny), so the lock always matches the workspace list.
COPY --parents package.json package-lock.json */package.json */*/package.json ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --workspace "${APP}" --no-audit --no-fund
COPY tsconfig.base.json tsconfig.web.json ./
COPY packages packages
COPY ${APP} ${APP}
# A line the area shows when set (a release or staging label), compiled in.
ARG WEB_RELEASE_NOTE=
ENV WEB_RELEASE_NOTE=${WEB_RELEASE_NOTE}
RUN npm run build --workspace "${APP}"

FROM ${NGINX_IMAGE} AS runtime
ARG APP
# shell or remote: which nginx settings, and which file the health probe asks for
# (/index.html for the shell, /remoteEntry.js for a remote).
ARG KIND
ARG HEALTH_PATH
COPY deploy/web/${KIND}.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
ENV HEALTH_PATH=${HEALTH_PATH}
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:8080${HEALTH_PATH}"
