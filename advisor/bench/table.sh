#!/usr/bin/env bash
# Issue 13's benchmark table in one unattended run (< 10 min on the 2-core machine): burst ingest
# of several 200-device hosts with churn, the raw batched INSERT of the same event rows, unchanged
# observations re-sent (through the probe's client, then with the body), a full projection rebuild, the first command on a 25k-event host after a
# restart, start-up time and RSS (BenchTable does all of it against one fresh service), then
# advisor/bench/startup.sh 1 for the embedded default with the demo. Prints `uptime` before and
# after: on a shared machine the numbers are only as good as the load it shows.
# Usage, after ./mvnw -B package -DskipTests and ./mvnw -B -pl advisor test-compile:
#   advisor/bench/table.sh
# BENCH_CLIENT_OPTS: -Dbench.hosts=4 -Dbench.warmup=30 -Dbench.seconds=60 -Dbench.unchanged=15
# -Dbench.coldEvents=25000. BENCH_JAVA_OPTS: extra JVM options for the service (a flight recording).
set -euo pipefail
cd "$(dirname "$0")/../.."
port=${BENCH_PORT:-18093}
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
echo "before: $(uptime)"
startup=$(advisor/bench/startup.sh 1 | sed "s/^run 1 //" | paste -sd";" - | sed "s/;/; /g")
# The service's own libraries: the PostgreSQL driver, and the probe's client with Jackson for the re-scans.
BENCH_STARTUP_LINE=$startup java ${BENCH_CLIENT_OPTS:-} -cp "advisor/target/test-classes:advisor/target/quarkus-app/lib/main/*" dev.linkledger.advisor.bench.BenchTable \
  advisor/target/quarkus-app/quarkus-run.jar "$data" "$port"
echo "after: $(uptime)"
