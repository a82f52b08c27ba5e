# syntax=docker/dockerfile:1
# The app's image (README "Deploy"), in the stages of Next.js's with-docker example: install,
# build, then a runner holding only the standalone output, run by a user without privileges.
# One image for the three processes of compose.yaml: web (the default command), worker and the
# one-shot migrate, each started by its script in deploy/entry/ (deploy/smoke.sh starts the
# same scripts). Debian (glibc), like the machines the lockfile and the native packages
# (@node-rs/argon2, sharp) are installed and tested on.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1

# Dependencies, at the lockfile's versions, in a layer rebuilt only when they change.
# `npm install`, as CI runs it, not `npm ci`: the committed lockfile leaves out other
# platforms' optional packages, and `npm ci` refuses a lockfile that lacks any. No
# dependency's install script runs (package.json "allowScripts" denies all six: none is
# needed); the app's own step, `prisma generate`, runs in the build stage.
FROM base AS deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --ignore-scripts --no-audit --no-fund

FROM base AS builder
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# Read by the build: the browser's analytics ids are compiled into the pages.
ARG NEXT_PUBLIC_GA_ID
ARG NEXT_PUBLIC_META_PIXEL_ID
# next.config.ts's deploymentId; the runner keeps it for the page cache and the start check.
ARG NEXT_DEPLOYMENT_ID
ENV NEXT_DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID}
# deploy/assemble.sh completes .next/standalone: public/ and .next/static/ (which Next leaves
# out), the production server, the worker and migrate bundled, and the entry scripts.
RUN npx prisma generate && npm run build && deploy/assemble.sh

FROM base AS runner
ARG NEXT_DEPLOYMENT_ID
ENV NODE_ENV=production HOSTNAME=0.0.0.0 PORT=3000 NEXT_DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID}
RUN groupadd --system --gid 1001 nodejs \
  && useradd --system --uid 1001 --gid nodejs --no-create-home nextjs
# Owned by the app's user: Next writes regenerated pages under .next/, and the local mail and
# SMS drivers write under .data/ when chosen.
COPY --from=builder --chown=nextjs:nodejs /app/.next/standalone ./
RUN mkdir .data && chown nextjs:nodejs .data
USER nextjs
EXPOSE 3000
# Liveness only: readiness (the database, the migrations) is /api/health/ready, for the
# balancer. compose.yaml turns this check off for the worker and migrate, which listen on no port.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["deploy/entry/web.sh"]
