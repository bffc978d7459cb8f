#!/bin/bash
# Peak RSS and idle CPU of `probe watch`: starts it against a sysfs tree (polling fallback when the
# tree is not /sys) posting to a minimal local endpoint, lets it settle, then samples
# /proc/PID/stat (utime+stime) over an idle window and reads VmHWM from /proc/PID/status.
# Usage: probe/bench/watch-idle.sh [SYSFS_DIR] [IDLE_SECONDS]   (run from the repository root)
set -euo pipefail
sysfs=${1:-probe/agent/src/test/resources/sysfs/seed000-desktop}
idle=${2:-60}
work=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
python3 - "$port" >"$work/server.log" 2>&1 <<'PY' &
import sys, http.server
class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(201); self.send_header("Content-Length", "0"); self.end_headers()
    def log_message(self, *a): print(*a, flush=True)
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
PY
server=$!
sleep 1
probe/bin/probe watch --sysfs "$sysfs" --host bench --server "http://127.0.0.1:$port" --spool "$work/spool" 2>"$work/watch.log" &
pid=$!
trap 'kill $pid $server 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT
sleep 10   # start-up scan, first POST, JIT settles
ticks=$(getconf CLK_TCK)
read -r u1 s1 < <(awk '{print $14, $15}' /proc/$pid/stat)
sleep "$idle"
read -r u2 s2 < <(awk '{print $14, $15}' /proc/$pid/stat)
cpu=$(( (u2 + s2) - (u1 + s1) ))
echo "JVM: $(java -version 2>&1 | head -1)"
echo "flags: ${PROBE_JAVA_OPTS:-(probe/bin/probe defaults)}"
echo "sysfs: $sysfs"
grep -E 'VmHWM|VmRSS' /proc/$pid/status
echo "threads: $(ls /proc/$pid/task | wc -l)"
echo "idle ${idle}s: utime+stime $cpu ticks (${ticks}/s) = $(awk -v c=$cpu -v t=$ticks -v i=$idle 'BEGIN{printf "%.3f", 100*c/t/i}')% of one core"
echo "posts received: $(grep -c POST "$work/server.log" || true)"
echo "watch log:"; sed 's/^/  /' "$work/watch.log"
