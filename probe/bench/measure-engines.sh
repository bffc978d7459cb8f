#!/usr/bin/env bash
# Built-in engine vs fio on the same 1 GiB file, same block size and queue depth, direct I/O,
# alternating runs (ABBA order, so a slow drift of the machine hits both engines alike).
# Usage (from the repository root): [BUILTIN_IO=threads] probe/bench/measure-engines.sh [PAIRS] [RUNTIME]
# Needs: fio on PATH, python3, and the probe jar (built here with `package -DskipTests` if absent).
set -euo pipefail
PAIRS=${1:-5}
RUNTIME=${2:-5s}
BUILTIN_IO=${BUILTIN_IO:-auto}   # libaio (the default on Linux) or threads
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
JAR=$ROOT/probe/target/linkledger-probe.jar
DIR=$ROOT/probe/target/bench
FILE=$DIR/bench-1g.dat
OUT=$DIR/measure-engines-$(date -u +%Y%m%dT%H%M%SZ)
command -v fio >/dev/null || { echo "fio is not on PATH (apt-get install -y fio)" >&2; exit 1; }
[ -f "$JAR" ] || (cd "$ROOT" && ./mvnw -B -o -q -pl probe -am package -DskipTests)
mkdir -p "$DIR" "$OUT"
if [ "$(stat -c %s "$FILE" 2>/dev/null || echo 0)" != 1073741824 ]; then
  dd if=/dev/urandom of="$FILE" bs=1M count=1024 status=none
fi
echo "file system: $(df -T "$FILE" | awk 'NR==2 {print $1, $2}')"
echo "load before: $(uptime)"
run() { # engine index
  java -jar "$JAR" measure --file "$FILE" --engine "$1" --builtin-io "$BUILTIN_IO" --bs 1M --iodepth 32 --time-based --runtime "$RUNTIME" \
       --warmup 500ms --json > "$OUT/$2-$1.json"
}
n=0
for ((i = 1; i <= PAIRS; i++)); do
  if ((i % 2)); then order="builtin fio"; else order="fio builtin"; fi
  for e in $order; do n=$((n + 1)); run "$e" "$(printf %02d $n)"; done
done
echo "load after:  $(uptime)"
python3 - "$OUT" <<'PY'
import json, pathlib, statistics, sys
out = pathlib.Path(sys.argv[1])
runs = [json.loads(p.read_text()) for p in sorted(out.glob("*.json"))]
print("| # | engine | version | MB/s | MiB/s | IOPS | bytes | s | p50 µs | p99 µs | CPU % | status |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
for i, r in enumerate(runs, 1):
    print(f"| {i} | {r['engine']} | {r['engineVersion']} | {r['mbps']:.1f} | {r['mibps']:.1f} | {r['iops']:.0f} | {r['bytes']} | "
          f"{r['seconds']:.3f} | {r['latencyP50Micros']:.0f} | {r['latencyP99Micros']:.0f} | {r['cpuPercent']:.1f} | {r['status']} |")
med = {e: statistics.median(r['mbps'] for r in runs if r['engine'] == e and r['status'] == 'ok') for e in ("builtin", "fio")}
print(f"\nmedian builtin {med['builtin']:.1f} MB/s, median fio {med['fio']:.1f} MB/s, "
      f"ratio builtin/fio {med['builtin'] / med['fio']:.4f} ({(med['builtin'] / med['fio'] - 1) * 100:+.2f}%)")
pairs = [runs[i:i + 2] for i in range(0, len(runs) - 1, 2)]
ratios = [next(r['mbps'] for r in p if r['engine'] == 'builtin') / next(r['mbps'] for r in p if r['engine'] == 'fio') for p in pairs]
print("pairwise builtin/fio: " + ", ".join(f"{r:.3f}" for r in ratios) + f"; median {statistics.median(ratios):.4f}")
print(f"runs kept in {out}")
PY
