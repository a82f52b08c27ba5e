#!/bin/sh
# The web process (the image's CMD, compose's `web` replicas, deploy/smoke.sh's replicas), run
# in the directory deploy/assemble.sh makes: the production server server/index.mjs (client
# address from X-Forwarded-For, graceful stop on SIGTERM) on PORT (default 3000) and HOSTNAME.
# exec: the server is the process that receives the container's stop signal.
set -eu
cd "$(dirname "$0")/../.."
export NODE_ENV="${NODE_ENV:-production}" NEXT_TELEMETRY_DISABLED=1
exec node server/index.mjs "$@"
