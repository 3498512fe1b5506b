#!/usr/bin/env bash
# Runs the API test suite once against a real PostgreSQL server (the default run uses PGlite).
# Idempotent; assumes root on Debian: installs Debian's postgresql if needed, starts the cluster,
# makes a password role usable over TCP on 127.0.0.1, then runs jest with DATABASE_URL set, then the fault drills of
# the site server's processes (tools/site/*-drill.mjs).
# Each test file creates and drops its own database (fc_test_<random>) on that server.
set -euo pipefail

ROLE="${FC_PG_ROLE:-fc_ci}"
PASSWORD="${FC_PG_PASSWORD:-fc_ci}"
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

log() { printf '[api-postgres] %s\n' "$*"; }

if [ "$(id -u)" -ne 0 ]; then
  echo "[api-postgres] must run as root (installs and starts PostgreSQL)" >&2
  exit 1
fi

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

# The newest installed server version, and its first cluster (created when there is none).
VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
CLUSTER="$(pg_lsclusters --no-header 2>/dev/null | awk -v v="$VERSION" '$1 == v { print $2; exit }')"
if [ -z "$CLUSTER" ]; then
  CLUSTER=main
  log "creating cluster $VERSION/$CLUSTER"
  pg_createcluster "$VERSION" "$CLUSTER" >/dev/null
fi
PORT="$(pg_lsclusters --no-header | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c { print $3 }')"

install -d -o postgres -g postgres -m 2775 /var/run/postgresql
if ! pg_lsclusters --no-header | awk -v v="$VERSION" -v c="$CLUSTER" '$1 == v && $2 == c { print $4 }' | grep -q online; then
  log "starting cluster $VERSION/$CLUSTER on port $PORT"
  pg_ctlcluster "$VERSION" "$CLUSTER" start
fi

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 1
done
pg_isready -q -h 127.0.0.1 -p "$PORT" || { echo "[api-postgres] PostgreSQL did not come up on 127.0.0.1:$PORT" >&2; exit 1; }

# A login role that may create (and so drop) the per-test-file databases; password auth over TCP.
runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres \
  -v role="$ROLE" -v password="$PASSWORD" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN CREATEDB', :'role')
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'role') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN CREATEDB PASSWORD %L', :'role', :'password') \gexec
-- DROP DATABASE … WITH (FORCE) ends every session in the test database, including an autovacuum worker's, which
-- runs as no role: only a member of pg_signal_backend may end that one.
SELECT format('GRANT pg_signal_backend TO %I', :'role') \gexec
SQL

# Databases left behind by an interrupted earlier run.
runuser -u postgres -- psql -q -At -p "$PORT" -d postgres \
  -c "SELECT format('DROP DATABASE %I WITH (FORCE)', datname) FROM pg_database WHERE datname LIKE 'fc\_test\_%'" \
  | runuser -u postgres -- psql -q -p "$PORT" -d postgres >/dev/null

log "running the API tests against postgres://$ROLE@127.0.0.1:$PORT"
cd "$REPO_ROOT"
DATABASE_URL="postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres" npx jest -c api/jest.config.cjs --runInBand

log "the fault drill of two site processes on one port (API_WORKERS=2)"
DATABASE_URL="postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres" node --import tsx tools/site/cluster-drill.mjs

log "kill -9 of one of two site processes under a stream of purchases"
DATABASE_URL="postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/postgres" node --import tsx tools/site/purchase-kill-drill.mjs

log "PostgreSQL restarted under load (a private throwaway server, not this cluster)"
node --import tsx tools/site/postgres-restart-drill.mjs
