#!/usr/bin/env bash
# BenchTable (issue 13's table) at a small size (4 hosts, 10 s warm-up, 30 s burst, 1,000-event
# cold host) against a copy of a build, so two builds can be run back to back on the same machine:
#   ./mvnw -B -o -pl advisor -am package -DskipTests
#   mkdir -p /tmp/A && cp -r advisor/target/quarkus-app advisor/target/test-classes /tmp/A/
#   (the same for the other build into /tmp/B), then alternate: advisor/bench/small-table.sh /tmp/A 18193; ... /tmp/B 18193
# Usage: small-table.sh DIR PORT   (DIR holds quarkus-app/ and test-classes/)
set -euo pipefail
dir=$1; port=$2
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
echo "before: $(uptime)"
driver=$(ls $dir/quarkus-app/lib/main/org.postgresql.postgresql-*.jar)
java -Dbench.hosts=4 -Dbench.warmup=10 -Dbench.seconds=30 -Dbench.unchanged=2 -Dbench.coldEvents=1000 \
  -cp "$dir/test-classes:$driver" dev.linkledger.advisor.bench.BenchTable $dir/quarkus-app/quarkus-run.jar "$data" "$port"
echo "after: $(uptime)"
