#!/bin/sh
# Completes the standalone output of `npm run build` (next.config.ts `output: 'standalone'`)
# into the directory the image runs (Dockerfile) and deploy/smoke.sh runs: everything the
# web, worker and migrate processes need, and nothing of the repository besides.
#   .next/standalone/            server.js, .next/, the traced node_modules (Next writes these)
#     public/, .next/static/     not copied by Next (a CDN may serve them); the app serves them
#     server/index.mjs           the production server (client address, page rewrite,
#                                compression, graceful stop), bundled with its packages
#     scripts/worker.mjs         scripts/worker.ts bundled: the outbox worker without tsx
#     scripts/migrate.mjs        scripts/migrate.ts bundled: the one-shot migration step
#     deploy/entry/*.sh          the entry commands of the three processes
# The bundles keep as imports only packages with native code or files of their own, which the
# traced node_modules hold. Run from the repository root after `npm run build`; safe to re-run.
set -eu
cd "$(dirname "$0")/.."
out=.next/standalone
if [ ! -f "$out/server.js" ] || [ ! -f "$out/.next/BUILD_ID" ]; then
  echo "assemble: no standalone build in $out: run npm run build first" >&2
  exit 1
fi

rm -rf "$out/public" "$out/.next/static" "$out/scripts" "$out/server" "$out/deploy"
cp -R public "$out/public"
cp -R .next/static "$out/.next/static"
mkdir -p "$out/scripts" "$out/server" "$out/deploy"
cp -R deploy/entry "$out/deploy/entry"

# ESM output: the bundled CommonJS packages call require(), and the generated Prisma client
# reads __dirname; the banner gives them both, relative to the bundle.
node_modules/.bin/esbuild scripts/worker.ts scripts/migrate.ts \
  --bundle --platform=node --format=esm --target=node24 \
  --conditions=react-server \
  --external:@electric-sql/pglite --external:pglite-prisma-adapter \
  --external:@node-rs/argon2 --external:pg-native \
  --banner:js="import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; const require = __createRequire(import.meta.url); const __filename = __fileURLToPath(import.meta.url); const __dirname = __fileURLToPath(new URL('.', import.meta.url));" \
  --outdir="$out/scripts" --out-extension:.js=.mjs --log-level=warning
# The server imports Next from the traced node_modules; what else it uses (compression) is not
# traced by Next and goes into the bundle.
node_modules/.bin/esbuild server/index.mjs \
  --bundle --platform=node --format=esm --target=node24 --external:next \
  --banner:js="import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" \
  --outfile="$out/server/index.mjs" --log-level=warning

echo "assemble: $out is ready ($(cat "$out/.next/BUILD_ID"))"
