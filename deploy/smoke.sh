#!/usr/bin/env bash
# The deployment of compose.yaml, run natively and checked through nginx (README "Deploy";
# .ci/run runs it after the end-to-end suite): Debian's nginx with deploy/nginx.conf in front
# of two web replicas of the standalone build, the outbox worker, and a fresh PostgreSQL
# database migrated first by the one-shot step. Every process starts with the entry command
# the image runs (deploy/entry/*.sh in the directory deploy/assemble.sh makes), each replica in
# a copy of its own, with a clean environment, as in a container.
# Checked, in this order: the migration step; bench:cluster-check through nginx (it wants the
# fresh database); deploy/smoke-checks.ts (health, static assets, register → SMS code → verify,
# the client address, admin sign-in, a settings save on one replica seen on the other within
# 5 s, metrics with the token, the database taken away and given back under both replicas and
# the worker (a TCP proxy in front of PostgreSQL, cut and restored), a replica killed); a
# graceful stop of the rest. Prints a
# summary and exits 1 if any check failed; the processes, the database and the files go in
# any case.
#
# Environment: PG_ADMIN_URL (default postgresql://postgres@127.0.0.1:5432/postgres, a role
# that may create databases); SMOKE_REUSE_BUILD=1 uses the build already in .next (CI: the e2e
# build) instead of running `npm run build`; SMOKE_PORT_BASE=N takes ports N (nginx), N+1 and
# N+2 (replicas), N+3 (bench:cluster-check's CRM stand-in), N+4 (the database's TCP proxy)
# instead of free ones; SMOKE_DB_PREFIX names its database (default smoke_…); SMOKE_KEEP=1
# keeps the work directory (logs, configs) afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1

PG_ADMIN_URL=${PG_ADMIN_URL:-postgresql://postgres@127.0.0.1:5432/postgres}
say() { printf '\n=== smoke: %s ===\n' "$*"; }
random() { node -e "process.stdout.write(require('node:crypto').randomBytes($1).toString('$2'))"; }
free_port() {
  node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

if [[ -n ${SMOKE_PORT_BASE:-} ]]; then
  NGINX_PORT=$SMOKE_PORT_BASE WEB1_PORT=$((SMOKE_PORT_BASE + 1))
  WEB2_PORT=$((SMOKE_PORT_BASE + 2)) RECEIVER_PORT=$((SMOKE_PORT_BASE + 3))
  DB_PROXY_PORT=$((SMOKE_PORT_BASE + 4))
else
  NGINX_PORT=$(free_port) WEB1_PORT=$(free_port) WEB2_PORT=$(free_port) RECEIVER_PORT=$(free_port)
  DB_PROXY_PORT=$(free_port)
fi

WORK=$(mktemp -d -t smoke.XXXXXX)
# nginx's workers (user nobody under root) create their temp and cache files below it.
chmod 755 "$WORK"
RESULTS=$WORK/results.txt
DB="${SMOKE_DB_PREFIX:-smoke}_$(date +%s)_$$"
DB_URL="${PG_ADMIN_URL%/*}/$DB"
# The app's processes reach the database through a TCP proxy the checks cut and restore (the
# database taken away under them); the checks themselves read it directly.
PG_ADDRESS=$(node -e 'const u = new URL(process.argv[1]); console.log(`${u.hostname}:${u.port || 5432}`)' "$PG_ADMIN_URL")
APP_DB_URL=$(node -e 'const u = new URL(process.argv[1]); u.host = `127.0.0.1:${process.argv[2]}`; console.log(u.toString())' "$DB_URL" "$DB_PROXY_PORT")
declare -A PIDS=()
: >"$RESULTS"

record() { printf '%s  %s\n' "$1" "$2" | tee -a "$RESULTS"; }

cleanup() {
  local status=$?
  set +e
  for name in "${!PIDS[@]}"; do kill -TERM "${PIDS[$name]}" 2>/dev/null; done
  for name in "${!PIDS[@]}"; do
    for _ in $(seq 1 150); do kill -0 "${PIDS[$name]}" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "${PIDS[$name]}" 2>/dev/null
  done
  psql "$PG_ADMIN_URL" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1
  if [[ $status -ne 0 ]]; then
    for log in "$WORK"/logs/*.log "$WORK"/nginx/error.log; do
      [[ -s $log ]] && printf '\n--- last lines of %s ---\n' "$log" && tail -n 25 "$log"
    done
  fi
  if [[ ${SMOKE_KEEP:-} == 1 ]]; then echo "smoke: work directory kept: $WORK"; else rm -rf "$WORK"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say "nginx (Debian's package)"
if ! command -v nginx >/dev/null; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx
fi
nginx -v

say "the image's and compose's commands are the ones started here"
# One set of entry commands: compose.yaml and the Dockerfile name the scripts this file runs,
# and mount the nginx.conf it runs; a copy of its own in either would fail here.
missing=()
for service in migrate web worker; do
  grep -q "command: \['deploy/entry/$service.sh'\]" compose.yaml || missing+=("compose $service")
done
grep -q '^CMD \["deploy/entry/web.sh"\]' Dockerfile || missing+=("Dockerfile CMD")
grep -q -- '- ./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro' compose.yaml || missing+=("compose nginx.conf")
if [[ ${#missing[@]} -eq 0 ]]; then
  record PASS "entry commands: compose.yaml and the Dockerfile start deploy/entry/*.sh and mount deploy/nginx.conf"
else
  record FAIL "entry commands: not as run here: ${missing[*]}"
fi

say "build"
# Two replicas need the deployment id the build was made with (env.ts: REPLICAS > 1).
if [[ ${SMOKE_REUSE_BUILD:-} == 1 && -f .next/standalone/server.js ]]; then
  echo "reusing the build in .next ($(cat .next/BUILD_ID))"
  DEPLOYMENT_ID=$(node -p "require('./.next/required-server-files.json').config.deploymentId ?? ''")
  if [[ -z $DEPLOYMENT_ID ]]; then
    record FAIL "build: the build in .next has no deployment id (build it with NEXT_DEPLOYMENT_ID set)"
    exit 1
  fi
else
  DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID:-smoke-$(date +%s)}
  NEXT_DEPLOYMENT_ID=$DEPLOYMENT_ID npm run build
fi
deploy/assemble.sh
mkdir -p "$WORK/logs"
# One directory per process, as one container each: hard links (nothing writes to them), and a
# real copy of .next, where each replica keeps its own regenerated pages.
for name in web1 web2 worker; do
  cp -al .next/standalone "$WORK/$name" 2>/dev/null || cp -a .next/standalone "$WORK/$name"
  rm -rf "$WORK/$name/.next"
  cp -a .next/standalone/.next "$WORK/$name/.next"
done

say "database $DB (the app through a TCP proxy on 127.0.0.1:$DB_PROXY_PORT)"
psql "$PG_ADMIN_URL" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE $DB"
node scripts/tcp-proxy.mjs "$DB_PROXY_PORT" "$PG_ADDRESS" >"$WORK/logs/db-proxy.log" 2>&1 &
PIDS[db-proxy]=$!
for _ in $(seq 1 50); do grep -q 'proxy listening' "$WORK/logs/db-proxy.log" && break; sleep 0.1; done

# The production environment of compose's web and worker (.env.production.example), with this
# machine's addresses; the webhook receiver is bench:cluster-check's CRM stand-in.
ADMIN_PASSWORD="smoke-$(random 12 hex)"
METRICS_TOKEN=$(random 24 hex)
APP_ENV=(
  "PATH=$PATH" "HOME=$HOME" NODE_ENV=production LOG_LEVEL=info
  "DATABASE_URL=$APP_DB_URL"
  "SITE_URL=http://127.0.0.1:$NGINX_PORT" ALLOW_INSECURE_SITE_URL=1
  "AUTH_SECRET=$(random 32 base64)"
  "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=$(random 32 base64)"
  REPLICAS=2 "NEXT_DEPLOYMENT_ID=$DEPLOYMENT_ID"
  "METRICS_TOKEN=$METRICS_TOKEN"
  SMS_DRIVER=outbox "SMS_OUTBOX_PATH=$WORK/sms-outbox.jsonl" "MAIL_OUTBOX_DIR=$WORK/mail"
  ADMIN_USERNAME=smoke-admin "ADMIN_PASSWORD=$ADMIN_PASSWORD"
  "WEBHOOK_URL=http://127.0.0.1:$RECEIVER_PORT/hook" "WEBHOOK_SECRET=whsec_$(random 32 base64)"
  ALLOW_INSECURE_WEBHOOK_URL=1
  OUTBOX_IN_PROCESS=false TRUSTED_PROXY_HOPS=1
  # The checks solve each form's proof of work themselves: a low cost keeps them quick (the
  # cost is bench:abuse's and bench:solve-time's to measure).
  ALTCHA_MAX_NUMBER=50
)

say "migrate (deploy/entry/migrate.sh)"
shipped=$(find prisma/migrations -mindepth 1 -maxdepth 1 -type d | wc -l)
if env -i "${APP_ENV[@]}" "$WORK/worker/deploy/entry/migrate.sh" >"$WORK/logs/migrate.log" 2>&1; then
  applied=$(psql "$DB_URL" -tAc 'SELECT count(*) FROM "_app_migrations"')
  if [[ $applied -eq $shipped ]]; then
    record PASS "migrate: exit 0, $applied of $shipped migrations applied"
  else
    record FAIL "migrate: exit 0 but $applied of $shipped migrations applied"
  fi
else
  record FAIL "migrate: exit $? ($(tail -n 1 "$WORK/logs/migrate.log" | cut -c1-200))"
  exit 1
fi

say "two web replicas and the worker (deploy/entry/web.sh, worker.sh)"
start() {
  local name=$1 dir=$2 entry=$3
  shift 3
  env -i "${APP_ENV[@]}" "$@" "$WORK/$dir/deploy/entry/$entry" >"$WORK/logs/$name.log" 2>&1 &
  PIDS[$name]=$!
}
start web1 web1 web.sh HOSTNAME=127.0.0.1 "PORT=$WEB1_PORT"
start web2 web2 web.sh HOSTNAME=127.0.0.1 "PORT=$WEB2_PORT"
start worker worker worker.sh

# Until `ok` answers 200 within `seconds`; fails early when the process `name` exits.
wait_for() {
  local name=$1 url=$2 seconds=$3
  for _ in $(seq 1 "$seconds"); do
    if ! kill -0 "${PIDS[$name]}" 2>/dev/null; then
      record FAIL "$name exited before answering $url"
      exit 1
    fi
    [[ $(curl -s -o /dev/null -w '%{http_code}' "$url") == 200 ]] && return 0
    sleep 1
  done
  record FAIL "$name: $url did not answer 200 within $seconds s"
  exit 1
}
wait_for web1 "http://127.0.0.1:$WEB1_PORT/api/health/ready" 180
wait_for web2 "http://127.0.0.1:$WEB2_PORT/api/health/ready" 180
for _ in $(seq 1 60); do
  grep -q 'outbox worker started' "$WORK/logs/worker.log" && break
  kill -0 "${PIDS[worker]}" 2>/dev/null || break
  sleep 1
done
if grep -q 'outbox worker started' "$WORK/logs/worker.log"; then
  record PASS "processes: web1 on $WEB1_PORT and web2 on $WEB2_PORT ready, the worker started"
else
  record FAIL "processes: the worker did not start"
  exit 1
fi

say "nginx on 127.0.0.1:$NGINX_PORT (deploy/nginx.conf)"
# deploy/nginx.conf as compose runs it, with this machine's lines for the four marked there.
if [[ $(grep -c '# smoke: ' deploy/nginx.conf) -ne 4 ]]; then
  record FAIL "nginx: deploy/nginx.conf should mark four lines '# smoke: …'"
  exit 1
fi
mkdir -p "$WORK/nginx/tmp"
sed -e '/# smoke: resolver$/d' \
  -e "s|^.*# smoke: servers$|    server 127.0.0.1:$WEB1_PORT;\n    server 127.0.0.1:$WEB2_PORT;|" \
  -e "s|proxy_cache_path [^ ]* \(.*\) # smoke: cache$|proxy_cache_path $WORK/nginx/cache \1|" \
  -e "s|^.*# smoke: listen$|    listen 127.0.0.1:$NGINX_PORT;|" \
  deploy/nginx.conf >"$WORK/nginx/app.conf"
# The http block the nginx image's own nginx.conf wraps around conf.d, with paths of our own.
cat >"$WORK/nginx/nginx.conf" <<EOF
worker_processes 1;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log $WORK/nginx/access.log;
    client_body_temp_path $WORK/nginx/tmp/body;
    proxy_temp_path $WORK/nginx/tmp/proxy;
    fastcgi_temp_path $WORK/nginx/tmp/fastcgi;
    uwsgi_temp_path $WORK/nginx/tmp/uwsgi;
    scgi_temp_path $WORK/nginx/tmp/scgi;
    include $WORK/nginx/app.conf;
}
EOF
nginx -t -q -e "$WORK/nginx/error.log" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf"
nginx -e "$WORK/nginx/error.log" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -g 'daemon off;' \
  >"$WORK/logs/nginx.log" 2>&1 &
PIDS[nginx]=$!
wait_for nginx "http://127.0.0.1:$NGINX_PORT/api/health/live" 30

say "bench:cluster-check through nginx"
env -i "${APP_ENV[@]}" npm run -s bench:cluster-check -- \
  --url "http://127.0.0.1:$NGINX_PORT" --receiver-port "$RECEIVER_PORT" \
  2>&1 | tee "$WORK/logs/cluster-check.log" || true
if grep -qE '^(PASS|FAIL)  ' "$WORK/logs/cluster-check.log"; then
  grep -E '^(PASS|FAIL)  ' "$WORK/logs/cluster-check.log" | sed 's/^\(PASS\|FAIL\)  /\1  cluster: /' >>"$RESULTS"
else
  record FAIL "cluster: bench:cluster-check printed no result"
fi

say "checks through nginx (deploy/smoke-checks.ts)"
env -i "${APP_ENV[@]}" "SMOKE_URL=http://127.0.0.1:$NGINX_PORT" \
  "SMOKE_WEB1_URL=http://127.0.0.1:$WEB1_PORT" "SMOKE_WEB2_URL=http://127.0.0.1:$WEB2_PORT" \
  "SMOKE_WEB1_PID=${PIDS[web1]}" "SMOKE_WORKER_PID=${PIDS[worker]}" \
  "SMOKE_DB_PROXY_PID=${PIDS[db-proxy]}" "SMOKE_DATABASE_URL=$DB_URL" "SMOKE_RESULTS=$RESULTS" \
  node_modules/.bin/tsx deploy/smoke-checks.ts || checks_status=$?
# A check that threw ends the script before its own FAIL line: the summary must say so.
if [[ ${checks_status:-0} -ne 0 ]] && ! grep -q '^FAIL' "$RESULTS"; then
  record FAIL "checks: deploy/smoke-checks.ts stopped (exit $checks_status) before its last check"
fi
# Killed by the checks: forgotten, so that cleanup never signals a number reused since.
kill -0 "${PIDS[web1]}" 2>/dev/null || unset 'PIDS[web1]'

say "graceful stop of web2 and the worker (SIGTERM)"
started=$(date +%s%N)
kill -TERM "${PIDS[web2]}" "${PIDS[worker]}"
web2_status=0 worker_status=0
wait "${PIDS[web2]}" || web2_status=$?
wait "${PIDS[worker]}" || worker_status=$?
unset 'PIDS[web2]' 'PIDS[worker]'
if [[ $web2_status -eq 0 && $worker_status -eq 0 ]] && grep -q '"msg":"stopped"' "$WORK/logs/web2.log"; then
  record PASS "graceful stop: web2 and the worker exit 0, $((($(date +%s%N) - started) / 1000000)) ms after SIGTERM"
else
  record FAIL "graceful stop: web2 exit $web2_status, worker exit $worker_status"
fi

passed=$(grep -c '^PASS' "$RESULTS" || true)
failed=$(grep -c '^FAIL' "$RESULTS" || true)
printf '\n=== smoke: summary (nginx %s, replicas %s and %s, database %s) ===\n' \
  "$NGINX_PORT" "$WEB1_PORT" "$WEB2_PORT" "$DB"
cat "$RESULTS"
printf '%d passed, %d failed\n' "$passed" "$failed"
[[ $failed -eq 0 ]]
