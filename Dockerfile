# The production image (README → Production; docs/product.md#architecture). Three stages: `deps` installs the
# production dependencies only, `build` installs everything and runs the build, and the runtime
# stage takes the two results and nothing else (no dev dependencies, no sources, no tests).
#
# Debian (glibc), not Alpine: sharp ships its native code as prebuilt optional packages pinned in
# package-lock.json (@img/sharp-linux-x64 and @img/sharp-libvips-linux-x64 for glibc, the -arm64
# pair on ARM hosts), picked by `npm ci` for the platform it runs on, with no install script to
# run; glibc is also what every test of the image pipeline runs on.
FROM node:24-bookworm-slim AS base
WORKDIR /app

FROM base AS deps
# patches/ holds the dependency patches `npm ci` applies (docs/decisions/0062-route-matching-patch.md).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM base AS build
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM base AS runtime
# glibc's allocator: two arenas and an early trim keep a 24 MP upload's peak near 275 MB instead
# of 350–410 MB (measured by `npm run bench`, docs/performance.md, ADR 23).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=8388608 MALLOC_MMAP_THRESHOLD_=4194304
# Watermark text is SVG drawn by sharp's librsvg, which finds fonts through fontconfig: the slim
# image has none (docs/decisions/0065-watermarks.md).
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig-config fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
# Code and dependencies stay owned by root: the app's user can read them, not change them.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json server.mjs ./
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
# SEED_DEMO=true reads its photos from here.
COPY demo-content ./demo-content
# DATA_DIR belongs to the app's user; a named volume mounted here starts with this owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The slim image has no curl: ask node's own fetch. The first start with SEED_DEMO=true runs the
# demo photos through the image pipeline before listening, hence the long start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=3m --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
