#!/usr/bin/env bash
# Read-your-writes latency through each of two service instances on one PostgreSQL: the first runs
# the embedded database, the second uses it as its external one. Each instance answers a write once
# the read models show it. The first claims every segment at start; the advice evaluation's are then
# shared between the two (SegmentShare), the projections' stay with the first.
# After ./mvnw -B package -DskipTests:  advisor/bench/two-instances.sh
set -u
cd "$(dirname "$0")/../.."
app=advisor/target/quarkus-app
a=$(mktemp -d); b=$(mktemp -d)
export LINKLEDGER_ADMIN_TOKEN=two-instance-admin-token-$(date +%s) LINKLEDGER_LOCAL_PROBE=false
LINKLEDGER_DATA_DIR=$a QUARKUS_HTTP_PORT=18501 java -jar $app/quarkus-run.jar > "$a/service.log" 2>&1 &
first=$!
until curl -sf -o /dev/null localhost:18501/q/health/ready; do sleep 0.5; done
pgport=$(grep -o 'listening on IPv4 address "127.0.0.1", port [0-9]*' "$a/postgres.log" | tail -1 | grep -o '[0-9]*$')
LINKLEDGER_DATA_DIR=$b QUARKUS_HTTP_PORT=18502 LINKLEDGER_DEMO_ENABLED=false \
  QUARKUS_DATASOURCE_JDBC_URL="jdbc:postgresql://127.0.0.1:$pgport/postgres" QUARKUS_DATASOURCE_USERNAME=postgres \
  QUARKUS_DATASOURCE_PASSWORD="$(cat "$a/postgres-password")" java -jar $app/quarkus-run.jar > "$b/service.log" 2>&1 &
second=$!
until curl -sf -o /dev/null localhost:18502/q/health/ready; do sleep 0.5; done
sleep 5
for port in 18502 18501 18502 18501 18502 18501; do
  for n in 1 2; do
    printf '%s ' "write through :$port"
    curl -s -o /dev/null -w '%{http_code} %{time_total}s\n' -X POST -H "Authorization: Bearer $LINKLEDGER_ADMIN_TOKEN" \
      -H 'Content-Type: text/plain' --data-binary "/:  Bus 03.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/4p, 480M
    |__ Port 2: Dev $((RANDOM % 100 + 2)), If 0, Class=Mass Storage, Driver=uas, 480M" \
      "localhost:$port/api/hosts/two-$port-$RANDOM/imports"
  done
done
grep -h 'Read-your-writes gave up' "$b/service.log" | head -3
kill $second; wait $second; kill $first; wait $first
rm -rf "$a" "$b"
