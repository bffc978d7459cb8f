#!/usr/bin/env bash
# What synchronous replication does to commit latency, measured on this machine: pgbench inserts
# one ~600-byte row per transaction (an event row's size) into a durable PostgreSQL (fsync and
# synchronous_commit on), first alone, then with a streaming standby attached asynchronously,
# then synchronously at each synchronous_commit level (remote_write, on = remote flush,
# remote_apply). Primary and standby share this machine's disk and loopback, so the figures are
# the standby's own WAL write/flush cost without a network round trip: add the RTT between
# zones for a real cluster. Debian's PostgreSQL 15 server binaries (postgresql-15); as root the
# servers run in a user namespace (unshare -U) like the embedded one.
# Usage: advisor/bench/sync-replication.sh [seconds per run] [clients...]   (default 15, 1 8)
set -euo pipefail
bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
seconds=${1:-15}
shift || true
clients=("${@:-1}")
[ $# -gt 0 ] || clients=(1 8)
as_pg() { if [ "$(id -u)" = 0 ]; then unshare -U "$@"; else "$@"; fi; }
tmp=$(mktemp -d)
p1=$((20000 + RANDOM % 10000)); p2=$((p1 + 1))
cleanup() {
  as_pg "$bin/pg_ctl" -D "$tmp/standby" -m immediate stop >/dev/null 2>&1 || true
  as_pg "$bin/pg_ctl" -D "$tmp/primary" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
uptime
as_pg "$bin/initdb" -D "$tmp/primary" -U postgres --auth=trust >/dev/null
cat >>"$tmp/primary/postgresql.conf" <<CONF
port = $p1
listen_addresses = '127.0.0.1'
unix_socket_directories = '$tmp'
fsync = on
synchronous_commit = on
full_page_writes = on
wal_level = replica
max_wal_senders = 4
CONF
as_pg "$bin/pg_ctl" -D "$tmp/primary" -l "$tmp/primary.log" -w start >/dev/null
psql() { command psql -h 127.0.0.1 -U postgres -d postgres -X -q "$@"; }
psql -p "$p1" -c 'CREATE TABLE bench_event (global_index bigserial PRIMARY KEY, payload bytea NOT NULL)'
echo "INSERT INTO bench_event (payload) VALUES (convert_to(repeat('x', 600), 'UTF8'));" >"$tmp/insert.sql"

run() { # label
  local c line
  for c in "${clients[@]}"; do
    line=$(pgbench -h 127.0.0.1 -p "$p1" -U postgres -n -c "$c" -j "$c" -T "$seconds" -f "$tmp/insert.sql" postgres 2>/dev/null \
      | awk '/latency average/ {lat=$4} /^tps/ {tps=$3} END {printf "latency %s ms, %d commits/s", lat, tps}')
    printf '%-34s clients %d: %s\n' "$1" "$c" "$line"
  done
}

run "primary alone"
as_pg "$bin/pg_basebackup" -h 127.0.0.1 -p "$p1" -U postgres -D "$tmp/standby" -R -X stream >/dev/null
# after pg_basebackup -R's own primary_conninfo (postgresql.auto.conf is read last; the last line wins)
cat >>"$tmp/standby/postgresql.auto.conf" <<CONF
port = $p2
primary_conninfo = 'host=127.0.0.1 port=$p1 user=postgres application_name=standby1'
CONF
as_pg "$bin/pg_ctl" -D "$tmp/standby" -l "$tmp/standby.log" -w start >/dev/null
until [ "$(psql -p "$p1" -At -c "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'")" = 1 ]; do sleep 0.2; done
run "async standby"
psql -p "$p1" -c "ALTER SYSTEM SET synchronous_standby_names = 'standby1'" -c 'SELECT pg_reload_conf()' >/dev/null
for level in remote_write on remote_apply; do
  psql -p "$p1" -c "ALTER SYSTEM SET synchronous_commit = '$level'" -c 'SELECT pg_reload_conf()' >/dev/null
  until [ "$(psql -p "$p1" -At -c "SELECT sync_state FROM pg_stat_replication")" = sync ] \
     && [ "$(psql -p "$p1" -At -c 'SHOW synchronous_commit')" = "$level" ]; do sleep 0.2; done
  run "sync standby, synchronous_commit=$level"
done
uptime
