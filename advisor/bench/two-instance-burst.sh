#!/usr/bin/env bash
# Issue 19's two-instance throughput: BenchTable's burst (churned 200-device hosts, one writer per host,
# respond-async) back to back on the same data through one instance, two instances on one PostgreSQL (the
# first's embedded one; each host's writer always through the same instance), and one again, with the CPU per
# event of each service and of PostgreSQL and what the connections waited on (TwoInstanceBurst). Prints `uptime`
# before and after. Run it under the machine's benchmark lock: flock /work/bench.lock advisor/bench/two-instance-burst.sh
# Usage, after ./mvnw -B package -DskipTests and ./mvnw -B -pl advisor test-compile.
# BENCH_CLIENT_OPTS: -Dbench.hosts=8 -Dbench.warmup=20 -Dbench.seconds=45. BENCH_JAVA_OPTS: extra JVM options for both services.
set -euo pipefail
cd "$(dirname "$0")/../.."
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
echo "before: $(uptime)"
java ${BENCH_CLIENT_OPTS:-} -cp "advisor/target/test-classes:advisor/target/quarkus-app/lib/main/*" dev.linkledger.advisor.bench.TwoInstanceBurst \
  advisor/target/quarkus-app/quarkus-run.jar "$data" "${BENCH_PORT_A:-18601}" "${BENCH_PORT_B:-18602}"
echo "after: $(uptime)"
