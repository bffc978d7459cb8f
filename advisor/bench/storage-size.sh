#!/usr/bin/env bash
# PostgreSQL size per event: runs the ingest benchmark's load (advisor/bench/ingest.sh's client,
# IngestBench: churned observations of a 200-device host, then a full projection rebuild) on a
# fresh embedded database, then reads pg_total_relation_size (table + indexes + TOAST) of every
# table, after a VACUUM ANALYZE, and the event count. The benchmark's own copy of the events
# (bench_raw_event, its raw-INSERT baseline) is left out of the totals.
# Usage, after ./mvnw -B package -DskipTests (which also compiles the test classes):
#   advisor/bench/storage-size.sh [seconds]        (needs psql on PATH)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-30}
port=${BENCH_PORT:-18095}
token=bench-admin-token-$(date +%s%N)
data=$(mktemp -d)
uptime
LINKLEDGER_DATA_DIR=$data QUARKUS_HTTP_PORT=$port LINKLEDGER_ADMIN_TOKEN=$token LINKLEDGER_DEMO_ENABLED=false \
  LINKLEDGER_LOCAL_PROBE=false java -jar advisor/target/quarkus-app/quarkus-run.jar >"$data/log" 2>&1 &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -rf "$data"' EXIT
until curl -sf "localhost:$port/q/health/ready" >/dev/null; do sleep 0.2; done
pgport=$(grep -o 'listening on IPv4 address "127.0.0.1", port [0-9]*' "$data/postgres.log" | tail -1 | grep -o '[0-9]*$')
export PGPASSWORD=$(cat "$data/postgres-password")
driver=$(ls advisor/target/quarkus-app/lib/main/org.postgresql.postgresql-*.jar)
java -Dbench.warmup="${BENCH_WARMUP:-10}" -cp "advisor/target/test-classes:$driver" dev.linkledger.advisor.bench.IngestBench \
  "http://127.0.0.1:$port" "jdbc:postgresql://127.0.0.1:$pgport/postgres" "$token" "$seconds"
psql -h 127.0.0.1 -p "$pgport" -U postgres -d postgres -q -c 'VACUUM ANALYZE' >/dev/null
psql -h 127.0.0.1 -p "$pgport" -U postgres -d postgres -P pager=off <<'SQL'
\pset footer off
SELECT count(*) AS events, pg_size_pretty(sum(octet_length(payload) + coalesce(octet_length(meta_data), 0))) AS payload_bytes
  FROM domain_event_entry;
SELECT c.relname AS "table", c.reltuples::bigint AS "rows (estimate)",
       pg_total_relation_size(c.oid) AS bytes, pg_size_pretty(pg_total_relation_size(c.oid)) AS size
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'bench_raw_event'
 ORDER BY pg_total_relation_size(c.oid) DESC;
WITH t AS (SELECT c.relname, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
             JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'bench_raw_event'),
     e AS (SELECT count(*) AS events FROM domain_event_entry)
SELECT e.events,
       pg_size_pretty(sum(bytes) FILTER (WHERE relname = 'domain_event_entry')) AS event_table,
       pg_size_pretty(sum(bytes) FILTER (WHERE relname <> 'domain_event_entry')) AS everything_else,
       pg_size_pretty(round(sum(bytes) FILTER (WHERE relname = 'domain_event_entry') * 1e6 / e.events)) AS event_table_per_million,
       pg_size_pretty(round(sum(bytes) * 1e6 / e.events)) AS all_tables_per_million,
       pg_size_pretty(pg_database_size('postgres')) AS database
  FROM t, e GROUP BY e.events;
SQL
du -sh "$data/pgdata/pg_wal" | sed 's/^/WAL on disk: /'
uptime
