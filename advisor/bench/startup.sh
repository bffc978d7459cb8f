#!/usr/bin/env bash
# Start-up time and memory of the packaged service on the embedded default (the README's run
# command), fresh and restarted. Usage, after ./mvnw -B package -DskipTests:
#   advisor/bench/startup.sh [runs]
# Environment: PORT (default 18080); CMD, the command that starts the service and execs the JVM
# (default: `java -jar advisor/target/quarkus-app/quarkus-run.jar`, e.g. CMD=advisor/bin/linkledger,
# whose heap flags LINKLEDGER_JAVA_OPTS overrides).
#
# Per run, on a new data directory (initdb, migrations, demo import), then restarted on it:
#   ready     exec of the JVM -> first 200 from /q/health/ready (database and projections up)
#   answer    exec -> first 200 from GET /api/hosts (restart) or the demo's findings (fresh)
#   RSS       VmRSS of the JVM, and of the embedded PostgreSQL processes (the service's
#             descendants) summed, with their PSS sum beside it (shared buffers counted once),
#             read right after that answer; VmHWM is the JVM's peak.
#   CPU       user+system seconds the JVM used up to that answer (less sensitive than the wall
#             clock to other work on the cores; PostgreSQL's are not included).
# Each line carries `uptime`'s load: other builds on the same cores slow a start.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-3}
port=${PORT:-18080}
read -r -a cmd <<<"${CMD:-java -jar advisor/target/quarkus-app/quarkus-run.jar}"

now() { date +%s%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b - a) / 1e9 }'; }
kib() { awk '/^'"$1"':/ { print $2 }' "/proc/$2/$3" 2>/dev/null || echo 0; }

descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1"); do
    echo "$child"
    descendants "$child"
  done
}

cpu() { # pid -> user+system seconds
  awk -v t="$(getconf CLK_TCK)" '{ sub(/.*\) /, ""); printf "%.1f", ($12 + $13) / t }' "/proc/$1/stat"
}

memory() { # pid -> "jvm R MiB (peak H MiB), postgres R MiB RSS / P MiB PSS in N processes"
  local pid=$1 rss=0 pss=0 n=0 p
  for p in $(descendants "$pid"); do
    [ "$(cat /proc/"$p"/comm 2>/dev/null)" = postgres ] || continue
    rss=$((rss + $(kib VmRSS "$p" status)))
    pss=$((pss + $(kib Pss "$p" smaps_rollup)))
    n=$((n + 1))
  done
  printf 'JVM %d MiB (peak %d), PostgreSQL %d MiB RSS / %d MiB PSS in %d processes' \
    $(($(kib VmRSS "$pid" status) / 1024)) $(($(kib VmHWM "$pid" status) / 1024)) \
    $((rss / 1024)) $((pss / 1024)) "$n"
}

until_ok() { # url [grep pattern]; gives up after TIMEOUT seconds (default 300)
  local deadline=$((SECONDS + ${TIMEOUT:-300}))
  until body=$(curl -sf "$1") && { [ -z "${2:-}" ] || grep -q "$2" <<<"$body"; }; do
    [ $SECONDS -lt $deadline ] || { echo "no answer from $1 within ${TIMEOUT:-300} s" >&2; return 1; }
    sleep 0.05
  done
}

start() { # data-dir log -> pid
  LINKLEDGER_DATA_DIR=$1 QUARKUS_HTTP_PORT=$port "${cmd[@]}" >"$2" 2>&1 &
  echo $!
}

stop() { # TERM, and KILL after 60 s (a JVM still starting may not act on TERM at once)
  kill -TERM "$1" 2>/dev/null || return 0
  local deadline=$((SECONDS + 60))
  while kill -0 "$1" 2>/dev/null && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
  kill -KILL "$1" 2>/dev/null || true
  wait "$1" 2>/dev/null || true
}

for run in $(seq 1 "$runs"); do
  data=$(mktemp -d)
  pid=
  trap '[ -z "$pid" ] || stop "$pid"; rm -rf "$data"' EXIT
  for phase in fresh restart; do
    load=$(uptime | sed 's/.*load average: //')
    t0=$(now)
    start "$data" "$data/$phase.log" >"$data/pid"
    pid=$(cat "$data/pid")
    until_ok "localhost:$port/q/health/ready"
    t_ready=$(now)
    if [ $phase = fresh ]; then
      until_ok "localhost:$port/api/hosts/demo-desktop/findings" USB2_FALLBACK
    else
      until_ok "localhost:$port/api/hosts"
    fi
    t_answer=$(now)
    cpu_s=$(cpu "$pid")
    mem=$(memory "$pid")
    stop "$pid"
    printf 'run %d %-7s ready %5s s, answer %5s s, JVM CPU %s s; %s; load before %s\n' "$run" "$phase" \
      "$(secs "$t0" "$t_ready")" "$(secs "$t0" "$t_answer")" "$cpu_s" "$mem" "$load"
  done
  if [ -n "${KEEP_LOGS:-}" ]; then cp "$data"/*.log "$KEEP_LOGS"/ 2>/dev/null || true; fi
  rm -rf "$data"
  trap - EXIT
done
