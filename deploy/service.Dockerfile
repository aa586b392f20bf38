# syntax=docker/dockerfile:1.20
# Every Node part: a service (services/<name>, Koa on MongoDB) or the gateway. Its src/server.ts
# is bundled by esbuild (deploy/build-service.mjs) and run by Node 20 as the non-root `node`
# user, with only its production npm dependencies beside it. The part is a build argument;
# docker-compose.yml gives each one its own. By hand, from the repository root:
#   docker build -f deploy/service.Dockerfile -t rescue-network/auth \
#     --build-arg PART=services/auth --build-arg PORT_VARIABLE=AUTH_PORT --build-arg PORT=4001 \
#     --build-arg HEALTH_PATH=/readyz .
# The build context (deploy/service.Dockerfile.dockerignore) holds the manifests, the build
# script, the shared packages, the services and the gateway: no secrets, data, tests or builds.
# Dockerfile syntax 1.20 or later: COPY --parents.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

# The manifests npm needs: every workspace's (they are tiny), so the lock always matches the
# workspace list, whichever packages a part uses; the lock pins every version.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY --parents package.json package-lock.json */package.json */*/package.json ./

# What the bundle loads at run time: the part's production dependencies only.
FROM manifests AS runtime-deps
ARG PART
RUN test -n "${PART}" || { echo 'build with --build-arg PART=<folder>, e.g. services/auth' >&2; exit 1; }
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev --workspace "${PART}" --no-audit --no-fund

# The bundle: esbuild comes with the root's dev dependencies (tsx).
FROM manifests AS build
ARG PART
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --workspace "${PART}" --include-workspace-root --no-audit --no-fund
COPY tsconfig.base.json ./
COPY deploy/build-service.mjs deploy/lockfile.mjs deploy/
COPY packages packages
COPY ${PART} ${PART}
RUN node deploy/build-service.mjs "${PART}"

FROM ${NODE_IMAGE} AS runtime
ARG PART
# The variable the part reads its port from (AUTH_PORT, ..., PORT for the gateway), the port it
# listens on when that is unset (the code's default), and the path of its health probe:
# /readyz for a service (it pings MongoDB), /gateway/healthz for the gateway.
ARG PORT_VARIABLE
ARG PORT
ARG HEALTH_PATH
ENV NODE_ENV=production HOST=0.0.0.0 \
    PORT_VARIABLE=${PORT_VARIABLE} DEFAULT_PORT=${PORT} HEALTH_PATH=${HEALTH_PATH}
# glibc's allocator: two arenas, and blocks of 128 KiB or more given back when freed (photo
# decodes' buffers). The same as contracts' MALLOC_ENV (deploy/check compares them).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY --from=build /app/${PART}/dist ${PART}/dist
# The bundle resolves its npm packages from here up: <part>/node_modules, then /app/node_modules.
WORKDIR /app/${PART}
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "const e=process.env;fetch('http://127.0.0.1:'+(e[e.PORT_VARIABLE]||e.DEFAULT_PORT)+e.HEALTH_PATH).then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]
