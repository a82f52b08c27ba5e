#!/bin/sh
# The outbox worker (compose's `worker`, deploy/smoke.sh's worker), run in the directory
# deploy/assemble.sh makes: scripts/worker.ts as bundled there, so that no dev dependency
# (tsx) is needed. Give the web processes OUTBOX_IN_PROCESS=false when it runs.
set -eu
cd "$(dirname "$0")/../.."
export NODE_ENV="${NODE_ENV:-production}"
exec node scripts/worker.mjs "$@"
