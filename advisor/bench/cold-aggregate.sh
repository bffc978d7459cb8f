#!/usr/bin/env bash
# Cost of sourcing a Host aggregate from its history: fills a fresh service with ~30 s of the ingest
# benchmark's churn, then times a port-label command (which loads the Host) while cached, after a
# restart (sourced from every event), and again (cached). After ./mvnw -B package -DskipTests and
# ./mvnw -B -pl advisor test-compile:  advisor/bench/cold-aggregate.sh   (psql, Debian's postgresql-client, counts events)
set -euo pipefail
cd "$(dirname "$0")/../.."
data=$(mktemp -d); port=18091; token=cold-admin-token-$(date +%s%N)
start() {
  LINKLEDGER_DATA_DIR=$data QUARKUS_HTTP_PORT=$port LINKLEDGER_ADMIN_TOKEN=$token LINKLEDGER_DEMO_ENABLED=false \
    LINKLEDGER_LOCAL_PROBE=false java -jar advisor/target/quarkus-app/quarkus-run.jar >>"$data/log" 2>&1 &
  pid=$!
  until curl -sf "localhost:$port/q/health/ready" >/dev/null; do sleep 0.2; done
}
start
pgport=$(grep -o 'listening on IPv4 address "127.0.0.1", port [0-9]*' "$data/postgres.log" | tail -1 | grep -o '[0-9]*$')
export PGPASSWORD=$(cat "$data/postgres-password")  # the embedded PostgreSQL asks for it (SCRAM)
driver=$(ls advisor/target/quarkus-app/lib/main/org.postgresql.postgresql-*.jar)
java -Dbench.warmup=5 -cp "advisor/target/test-classes:$driver" dev.linkledger.advisor.bench.IngestBench \
  "http://127.0.0.1:$port" "jdbc:postgresql://127.0.0.1:$pgport/postgres" "$token" 30 | grep -E "observations posted"
label() { curl -s -o /dev/null -w "%{http_code} %{time_total}s\n" -X PUT -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
  -d "{\"labels\":[\"$1\"]}" "localhost:$port/api/hosts/bench-host/ports/usb3-port1/labels"; }
echo -n "warm (cached) label: "; label warm
kill -TERM $pid; wait $pid || true
start
pgport=$(grep -o 'listening on IPv4 address "127.0.0.1", port [0-9]*' "$data/postgres.log" | tail -1 | grep -o '[0-9]*$')
sql() { psql -h 127.0.0.1 -p "$pgport" -U postgres -d postgres -Atc "$1"; }
echo "host events in store: $(sql "select count(*) from domain_event_entry where aggregate_identifier = 'bench-host'")," \
  "its newest snapshot at event $(sql "select coalesce(max(sequence_number), -1) from snapshot_event_entry where aggregate_identifier = 'bench-host'")"
echo -n "first command after restart (Host from its snapshot and the events after it): "; label cold
echo -n "second command (cached): "; label again
kill -TERM $pid; wait $pid || true
rm -rf "$data"
