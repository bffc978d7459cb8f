#!/usr/bin/env bash
# Inventory ingest benchmark: starts the packaged service on a fresh embedded database (no demo,
# no local probe), posts churned observations of a 200-device host for SECONDS, then inserts the
# same rows with plain JDBC batches into the same PostgreSQL. Prints events/s, projection lag and
# the ratio. Usage, after ./mvnw -B package -DskipTests and ./mvnw -B -pl advisor test-compile:
#   advisor/bench/ingest.sh [seconds]
# It posts as the probe does (Prefer: respond-async) after 60 s of unmeasured warm-up, then
# rebuilds all projections (POST /api/admin/replays) to show how fast they can go at all.
# BENCH_CLIENT_OPTS: -Dbench.warmup=SECONDS, -Dbench.timeline=true (worst lag per second).
# BENCH_JAVA_OPTS: extra JVM options for the service (e.g. a flight recording); the service's own
# settings come from the environment as usual (LINKLEDGER_INGEST_STALENESS_BOUND=0: no backpressure).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
port=${BENCH_PORT:-18090}
token=bench-admin-token-$(date +%s%N)
data=$(mktemp -d)
uptime
LINKLEDGER_DATA_DIR=$data QUARKUS_HTTP_PORT=$port LINKLEDGER_ADMIN_TOKEN=$token LINKLEDGER_DEMO_ENABLED=false \
  LINKLEDGER_LOCAL_PROBE=false java ${BENCH_JAVA_OPTS:-} -jar advisor/target/quarkus-app/quarkus-run.jar >"$data/log" 2>&1 &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -rf "$data"' EXIT
trap 'exit 130' INT TERM
until curl -sf "localhost:$port/q/health/ready" >/dev/null; do sleep 0.2; done
pgport=$(grep -o 'listening on IPv4 address "127.0.0.1", port [0-9]*' "$data/postgres.log" | tail -1 | grep -o '[0-9]*$')
export PGPASSWORD=$(cat "$data/postgres-password")  # the embedded PostgreSQL asks for it (SCRAM)
driver=$(ls advisor/target/quarkus-app/lib/main/org.postgresql.postgresql-*.jar)
java ${BENCH_CLIENT_OPTS:-} -cp "advisor/target/test-classes:$driver" dev.linkledger.advisor.bench.IngestBench \
  "http://127.0.0.1:$port" "jdbc:postgresql://127.0.0.1:$pgport/postgres" "$token" "$seconds"
uptime
