#!/usr/bin/env bash
# Built-in engine vs fio on the same 1 GiB file, same block size (1 MiB) and queue depth (32),
# direct I/O, time-based runs after a 0.5 s warm-up, alternating in ABBA order so a drift of the
# machine hits both engines alike. Prints every run, each engine's median and the median ratio.
#
# Usage (from the repository root):
#   probe/bench/measure-engines.sh [PAIRS] [RUNTIME]          # builtin (libaio backend) vs fio
#   A=fio B=fio probe/bench/measure-engines.sh 10 2s           # A/A control: the noise floor
#   BUILTIN_IO=threads probe/bench/measure-engines.sh          # the positional-readers backend
# Needs fio on PATH, python3, and the probe jar (built with `package -DskipTests` if absent).
set -euo pipefail
PAIRS=${1:-5}
RUNTIME=${2:-5s}
A=${A:-builtin}
B=${B:-fio}
BUILTIN_IO=${BUILTIN_IO:-auto}
NICE=${NICE:-}   # e.g. "nice -n -10" (as root) to shield both engines alike from other CPU load
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
JAR=$ROOT/probe/target/linkledger-probe.jar
DIR=$ROOT/probe/target/bench
FILE=$DIR/bench-1g.dat
OUT=$DIR/measure-engines-$(date -u +%Y%m%dT%H%M%SZ)
command -v fio >/dev/null || { echo "fio is not on PATH (apt-get install -y fio)" >&2; exit 1; }
[ -f "$JAR" ] || (cd "$ROOT" && ./mvnw -B -o -q -pl probe/agent -am package -DskipTests)
mkdir -p "$DIR" "$OUT"
if [ "$(stat -c %s "$FILE" 2>/dev/null || echo 0)" != 1073741824 ]; then
  dd if=/dev/urandom of="$FILE" bs=1M count=1024 status=none
fi
echo "file system: $(df -T "$FILE" | awk 'NR==2 {print $1, $2}'); A=$A B=$B builtin-io=$BUILTIN_IO runtime=$RUNTIME"
echo "load before: $(uptime)"
run() { # label engine run-number
  $NICE java -jar "$JAR" measure --file "$FILE" --engine "$2" --builtin-io "$BUILTIN_IO" --bs 1M --iodepth 32 \
       --time-based --runtime "$RUNTIME" --warmup 500ms --json > "$OUT/$(printf %02d "$3")-$1.json"
}
n=0
for ((i = 1; i <= PAIRS; i++)); do
  if ((i % 2)); then order="a:$A b:$B"; else order="b:$B a:$A"; fi
  for spec in $order; do n=$((n + 1)); run "${spec%%:*}" "${spec#*:}" "$n"; done
done
echo "load after:  $(uptime)"
python3 - "$OUT" <<'PY'
import json, pathlib, statistics, sys
out = pathlib.Path(sys.argv[1])
runs = [(p.stem.split("-")[1], json.loads(p.read_text())) for p in sorted(out.glob("*.json"))]
print("| # | A/B | engine | version | MB/s | MiB/s | IOPS | bytes | s | p50 µs | p99 µs | CPU % | status |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for i, (label, r) in enumerate(runs, 1):
    print(f"| {i} | {label.upper()} | {r['engine']} | {r['engineVersion']} | {r['mbps']:.1f} | {r['mibps']:.1f} | {r['iops']:.0f} | "
          f"{r['bytes']} | {r['seconds']:.3f} | {r['latencyP50Micros']:.0f} | {r['latencyP99Micros']:.0f} | {r['cpuPercent']:.1f} | {r['status']} |")
med = {l: statistics.median(r['mbps'] for x, r in runs if x == l and r['status'] == 'ok') for l in ("a", "b")}
print(f"\nmedian A {med['a']:.1f} MB/s, median B {med['b']:.1f} MB/s, median ratio A/B {med['a'] / med['b']:.4f} "
      f"({(med['a'] / med['b'] - 1) * 100:+.2f}%)")
pairs = [runs[i:i + 2] for i in range(0, len(runs) - 1, 2)]
ratios = [next(r['mbps'] for l, r in p if l == 'a') / next(r['mbps'] for l, r in p if l == 'b') for p in pairs]
print("pairwise A/B: " + ", ".join(f"{x:.3f}" for x in ratios) + f"; median {statistics.median(ratios):.4f}")
print(f"runs kept in {out}")
PY
