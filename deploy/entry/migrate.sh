#!/bin/sh
# The one-shot migration step (compose's `migrate`, which web and worker wait for; the first
# step of deploy/smoke.sh), run in the directory deploy/assemble.sh makes: applies the pending
# migrations of prisma/migrations to DATABASE_URL and exits 0, or 1 with the database's error.
set -eu
cd "$(dirname "$0")/../.."
export NODE_ENV="${NODE_ENV:-production}"
exec node scripts/migrate.mjs "$@"
