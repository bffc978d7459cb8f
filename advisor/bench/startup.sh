#!/usr/bin/env bash
# Time to first request and RSS of the packaged service on a fresh embedded database.
# Usage (after ./mvnw -B package -DskipTests): advisor/bench/startup.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
port=18080
for run in $(seq 1 "$runs"); do
  data=$(mktemp -d)
  start=$(date +%s.%N)
  LINKLEDGER_DATA_DIR=$data QUARKUS_HTTP_PORT=$port java -jar advisor/target/quarkus-app/quarkus-run.jar >"$data/log" 2>&1 &
  pid=$!
  until curl -sf "localhost:$port/api/hosts/demo-desktop/findings" | grep -q USB2_FALLBACK; do sleep 0.05; done
  ready=$(date +%s.%N)
  rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status)
  kill -TERM $pid; wait $pid || true
  start2=$(date +%s.%N)
  LINKLEDGER_DATA_DIR=$data QUARKUS_HTTP_PORT=$port java -jar advisor/target/quarkus-app/quarkus-run.jar >"$data/log2" 2>&1 &
  pid=$!
  until curl -sf "localhost:$port/api/hosts" >/dev/null; do sleep 0.05; done
  ready2=$(date +%s.%N)
  kill -TERM $pid; wait $pid || true
  printf 'run %d: fresh start to demo findings %.2f s, RSS %d MiB; restart to first response %.2f s\n' \
    "$run" "$(echo "$ready - $start" | bc)" "$((rss / 1024))" "$(echo "$ready2 - $start2" | bc)"
  rm -rf "$data"
done
