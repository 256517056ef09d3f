# Storefront image. Three stages so that neither the compiler toolchain, the devDependencies
# (sandbox, test runners, better-sqlite3) nor the app sources reach the image that runs.
# scripts/check-image.mjs replays the final stage without Docker by parsing this file: keep
# COPY lines free of patterns and variables, and CMD and HEALTHCHECK in exec form.

# Node 26, the Active LTS line since 2026-10-28 (decision 051), on Debian 13 slim, pinned by
# the multi-arch index digest so that a rebuild gets the same base; an update bot (Renovate,
# Dependabot) moves tag and digest together. Tests run on the local Node (20 or newer).
FROM node:26-trixie-slim@sha256:930557a230abacbc3f4fd9b8648abf8f4bee1e17cb72195dcdfb2f709bc85b33 AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# --ignore-scripts: the only dependencies with install scripts are devDependencies. The one
# that matters, better-sqlite3, serves the sandbox alone and would need a compiler or a binary
# download here; esbuild finds its platform binary without its postinstall. The flag says
# explicitly what the allowScripts policy in package.json means, whichever npm the base
# image bundles and whether or not it reads that policy.
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts

FROM base AS runtime
ENV NODE_ENV=production PORT=3000
# Configuration comes from the environment at run time; nothing secret is baked in.
#   SESSION_SECRET   required: at least 32 characters, or the server refuses to start
#   CMS_URL, STORE_URL, IMAGE_CDN_URL   upstream base URLs (defaults point at the local sandbox)
#   SHOP_ORIGIN      required (or LOCALE_DOMAINS): the shop's public origin, e.g.
#                    https://shop.cz, for canonical, sitemap and mailed links; never taken
#                    from the Host header
#   ALLOWED_ORIGINS  extra origins allowed to POST, comma-separated
#   TRUST_PROXY      "true" behind a reverse proxy that sets X-Forwarded-*
#   UPSTREAM_TIMEOUT_MS, UPSTREAM_DEFERRED_TIMEOUT_MS, UPSTREAM_HEADER_PREFIX, DEFAULT_LOCALE,
#   LOCALE_CURRENCIES, LOCALE_DOMAIN_CODES, TRANSLATION_VARIANT, COOKIE_PREFIX, REDIS_URL,
#   CACHE_MAX_ENTRIES, CACHE_MAX_MB, REVALIDATE_SECRET, LOG_LEVEL
#                    optional, see README.md for defaults
#   HOST             listen address, 0.0.0.0 unless set
# Files stay owned by root: the process only reads them, so a compromised process cannot
# rewrite the code it runs.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY locales ./locales
COPY server ./server
COPY server.mjs package.json ./
USER node
EXPOSE 3000
# Liveness only: /healthz answers without calling the upstreams. Node's fetch, as slim images
# have no curl; PORT is read so that overriding it at run time keeps the check pointed right.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form, so node is PID 1 and receives SIGTERM itself; server.mjs closes the server on it.
CMD ["node", "server.mjs"]
