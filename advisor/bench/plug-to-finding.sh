#!/usr/bin/env bash
# Issue 19's "plug to finding": a recorded uevent through `probe watch` to the finding visible in
# GET /api/hosts/{id}/findings. Usage, after ./mvnw -B package -DskipTests, under the machine lock:
#   flock /work/bench.lock advisor/bench/plug-to-finding.sh [plugs]
# Environment: BENCH_PORT (default 18097), DEBOUNCE (the watch's --debounce, default 300ms as
# shipped), PROBE (below), GAP (seconds from a plug to its unplug and from it to the next plug,
# default 3).
#
# The packaged service starts on a fresh embedded database (no demo, no local probe) with an admin
# token, and issues a probe token for host plug-bench. The probe (its packaged jar, as shipped)
# watches a copy of the seed000-desktop sysfs fixture with the JMS583 enclosure 3-2 taken out,
# replaying a recording written here in `udevadm monitor` format: a port `change` at 0 s, then per
# plug the enclosure's add/add/bind/bind burst (12 ms long, like a real enumeration), GAP s later
# its unbind/remove burst, and so on. 100 ms before each burst is due the driver moves the
# enclosure's directory (and its bus/usb/devices links) into or out of the copy, so the scan the
# burst triggers finds it there or gone. The enclosure links at 480M on a 10 Gb/s connector, which
# the rules flag (USB2_FALLBACK, a warning); each unplug resolves it, so every plug issues a new
# open finding.
#
# Times, all on the wall clock of this machine (the watch logs java.time.Instant.now() per line):
#   received  the watch's "watching host ... via recorded udev events" line + the add's offset in
#             the recording. The watch logs no line when it takes an event; the replay hands each
#             event over at (source created + recorded offset), and the source is created just
#             before that line is logged, so this is late by the time that first log line took
#             (a cold JVM's first log line): the debounce column below
#             cannot truly be under burst + DEBOUNCE (312 ms), so what it shows under that is this
#             error, and the totals are short by as much.
#   scan      the scan lists bus/usb/devices first: inotify IN_OPEN on that directory of the copy.
#   sent      the watch's "sent observation ... (4 uevents, first add usb 3-2 ...)" line: scanned,
#             compared with the last observation, fsynced to the spool.
#   visible   the first GET /api/hosts/plug-bench/findings (open findings, polled every 10 ms
#             from `received` on one kept-alive connection) that lists USB2_FALLBACK.
#   answered  the observation's spool file disappears (polled every 2 ms): the sender deletes it
#             once the POST answered 2xx. It comes after `visible` (the finding is committed with
#             the write, before the answer reaches the probe), so it is shown as "answer seen",
#             answered - visible, not as a step of the path.
# Split: debounce = scan - received, scan+spool = sent - scan, POST->visible = visible - sent.
# PROBE: the command that runs the probe (default the README's `java -jar` of the shaded jar;
# PROBE=probe/bin/probe for the small-memory launcher a long-running watch is deployed with).
set -euo pipefail
cd "$(dirname "$0")/../.."
plugs=${1:-22}
port=${BENCH_PORT:-18097}
debounce=${DEBOUNCE:-300ms}
gap=${GAP:-3}
token=bench-admin-token-$(date +%s%N)
work=$(mktemp -d)
echo "before: $(uptime)"
LINKLEDGER_DATA_DIR=$work/data QUARKUS_HTTP_PORT=$port LINKLEDGER_ADMIN_TOKEN=$token LINKLEDGER_DEMO_ENABLED=false \
  LINKLEDGER_LOCAL_PROBE=false java ${BENCH_JAVA_OPTS:-} -jar advisor/target/quarkus-app/quarkus-run.jar >"$work/service.log" 2>&1 &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
deadline=$((SECONDS + 300))
until curl -sf "localhost:$port/q/health/ready" >/dev/null; do
  [ $SECONDS -lt $deadline ] || { echo "service not ready within 300 s; log in $work/service.log" >&2; tail -20 "$work/service.log" >&2; exit 1; }
  sleep 0.2
done
probe_token=$(curl -sf -X POST -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
  "localhost:$port/api/tokens" -d '{"hostId":"plug-bench"}' | jq -r .token)

# The sysfs copy, the enclosure parked outside it. cp -a keeps the fixture's relative symlinks.
cp -a probe/agent/src/test/resources/sysfs/seed000-desktop "$work/sysfs"
mkdir -p "$work/parked/links"
usb3=devices/pci0000:00/0000:00:08.1/0000:03:00.4/usb3
mv "$work/sysfs/$usb3/3-2" "$work/parked/3-2"
mv "$work/sysfs/bus/usb/devices/3-2" "$work/sysfs/bus/usb/devices/3-2:1.0" "$work/parked/links/"

LOAD_BEFORE=$(uptime | sed 's/.*load average: //') python3 - "$work" "$port" "$token" "$probe_token" "$plugs" "$debounce" "$gap" "$usb3" <<'PY'
import http.client, json, math, os, re, statistics, subprocess, sys, threading, time
from datetime import datetime

work, port, admin, probe_token, plugs, debounce, gap, usb3 = sys.argv[1:]
port, plugs, gap = int(port), int(plugs), float(gap)
m = re.fullmatch(r"(\d+)(ms|s)", debounce)
debounce_s = int(m.group(1)) / (1000 if m.group(2) == "ms" else 1)
sysfs, parked, spool = f"{work}/sysfs", f"{work}/parked", f"{work}/spool"
dev = "/devices/pci0000:00/0000:00:08.1/0000:03:00.4/usb3"

# The recording: udevadm monitor's line format, kernel and udev lines (the replay keeps the udev ones).
lines, base = ["monitor will print the received events for:", "UDEV - the event which udev sends out after rule processing",
               "KERNEL - the kernel uevent", ""], 5000.0
def burst(t, events):
    for i, (action, path) in enumerate(events):
        lines.append(f"KERNEL[{base + t + i * 0.003:.6f}] {action:<8} {path} (usb)")
        lines.append(f"UDEV  [{base + t + i * 0.004:.6f}] {action:<8} {path} (usb)")
plug_burst = [("add", f"{dev}/3-2"), ("add", f"{dev}/3-2/3-2:1.0"), ("bind", f"{dev}/3-2/3-2:1.0"), ("bind", f"{dev}/3-2")]
unplug_burst = [("unbind", f"{dev}/3-2/3-2:1.0"), ("remove", f"{dev}/3-2/3-2:1.0"), ("unbind", f"{dev}/3-2"), ("remove", f"{dev}/3-2")]
burst_len = (len(plug_burst) - 1) * 0.004
burst(0, [("change", f"{dev}/3-0:1.0/usb3-port2")])
first_add = 6.0  # after the JVM's start scan and its first POST
adds = [first_add + i * 2 * gap for i in range(plugs)]
for t in adds:
    burst(t, plug_burst)
    burst(t + gap, unplug_burst)
with open(f"{work}/recording.txt", "w") as f:
    f.write("\n".join(lines) + "\n")

def plug():
    os.rename(f"{parked}/3-2", f"{sysfs}/{usb3}/3-2")
    for link in ("3-2", "3-2:1.0"):
        os.rename(f"{parked}/links/{link}", f"{sysfs}/bus/usb/devices/{link}")
def unplug():
    for link in ("3-2", "3-2:1.0"):
        os.rename(f"{sysfs}/bus/usb/devices/{link}", f"{parked}/links/{link}")
    os.rename(f"{sysfs}/{usb3}/3-2", f"{parked}/3-2")

watch = subprocess.Popen(os.environ.get("PROBE", "java -jar probe/target/linkledger-probe.jar").split() + ["watch", "--sysfs", sysfs, "--replay",
                          f"{work}/recording.txt", "--host", "plug-bench", "--server", f"http://127.0.0.1:{port}",
                          "--token", probe_token, "--spool", spool, "--debounce", debounce, "--drain", "30s"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
log, started, sent = [], threading.Event(), []
t0 = None
def instant(line):  # "2026-12-03T17:10:00.123456Z ..." -> epoch seconds
    stamp = line.split(" ", 1)[0]
    whole, _, frac = stamp.rstrip("Z").partition(".")
    return datetime.fromisoformat(whole + "+00:00").timestamp() + (float("0." + frac) if frac else 0)
def read_log():
    global t0
    for line in watch.stderr:
        log.append(line.rstrip())
        if t0 is None and "via recorded udev events" in line:
            t0 = instant(line)
            started.set()
        m = re.search(r"sent observation (\S+) \((\d+) uevents?, first add usb 3-2\b", line)
        if m:
            sent.append(instant(line))
threading.Thread(target=read_log, daemon=True).start()
if not started.wait(120):
    sys.exit("the watch did not start:\n" + "\n".join(log))

# The spool: when each observation's file appears and disappears (2 ms polling).
gone = []  # (name, first seen, seen gone)
def watch_spool():
    seen = {}
    while watch.poll() is None:
        now = time.time()
        try:
            names = {n for n in os.listdir(spool) if re.fullmatch(r"\d{19}\.json", n)}
        except FileNotFoundError:
            names = set()
        for n in names - seen.keys():
            seen[n] = now
        for n in [n for n in seen if n not in names]:
            gone.append((n, seen.pop(n), now))
        time.sleep(0.002)
threading.Thread(target=watch_spool, daemon=True).start()

# The scan's start: the watch lists bus/usb/devices first thing in every scan (inotify IN_OPEN on
# that directory; the renames of plug() and unplug() are IN_MOVED_* and are not counted).
import ctypes, struct
libc = ctypes.CDLL(None, use_errno=True)
ino = libc.inotify_init()
IN_OPEN = 0x20
libc.inotify_add_watch(ino, f"{sysfs}/bus/usb/devices".encode(), IN_OPEN)
opened = []
def watch_opens():
    while True:
        buf = os.read(ino, 4096)
        now = time.time()
        at = 0
        while at < len(buf):
            wd, mask, cookie, length = struct.unpack_from("iIII", buf, at)
            if mask & IN_OPEN: opened.append(now)
            at += 16 + length
threading.Thread(target=watch_opens, daemon=True).start()

conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
def open_rules():
    conn.request("GET", "/api/hosts/plug-bench/findings", headers={"Authorization": f"Bearer {admin}"})
    r = conn.getresponse()
    body = r.read()
    return [f["rule"] for f in json.loads(body)] if r.status == 200 else []
def sleep_until(t):
    d = t - time.time()
    if d > 0: time.sleep(d)
def poll_until(pred, deadline):
    while True:
        now = time.time()
        if pred(open_rules()): return now
        if now > deadline: return None
        sleep_until(now + 0.010)

rows = []
for i, t in enumerate(adds):
    received = t0 + t
    sleep_until(received - 0.1)
    plug()
    sleep_until(received)
    visible = poll_until(lambda rules: "USB2_FALLBACK" in rules, received + gap - 0.15)
    rows.append(dict(received=received, visible=visible))
    sleep_until(received + gap - 0.1)
    unplug()
    if poll_until(lambda rules: "USB2_FALLBACK" not in rules, received + 2 * gap - 0.15) is None:
        print(f"plug {i + 1}: the unplug's scan did not resolve the finding", file=sys.stderr)
watch.wait(120)
time.sleep(0.1)
for r in rows:  # matched once the log and the spool and inotify pollers have caught up
    scans = [s for s in sent if s >= r["received"]]
    after = [g for g in gone if g[1] >= r["received"]]
    starts = [o for o in opened if o >= r["received"]]
    r["sent"], r["answered"] = scans[0] if scans else None, after[0][2] if after else None
    r["scan"] = starts[0] if starts else None

def ms(x): return x * 1000
def pct(xs, p):
    xs = sorted(xs)
    return xs[max(0, math.ceil(p / 100 * len(xs)) - 1)]  # nearest rank
missing = [i + 1 for i, r in enumerate(rows) if None in r.values()]
ok = [r for r in rows if None not in r.values()]
print(f"plug to finding, {len(ok)} of {len(rows)} plugs measured (--debounce {debounce}, burst {ms(burst_len):.0f} ms, gap {gap:g} s)"
      + (f"; not measured: plugs {missing}" if missing else ""))
split = [("total", lambda r: r["visible"] - r["received"]),
         ("debounce", lambda r: r["scan"] - r["received"]),
         ("scan+spool", lambda r: r["sent"] - r["scan"]),
         ("POST→visible", lambda r: r["visible"] - r["sent"]),
         ("answer seen", lambda r: r["answered"] - r["visible"])]
print("plug " + "".join(f"{name:>14s}" for name, _ in split) + "   (ms)")
for i, r in enumerate(rows):
    if None in r.values():
        print(f"{i + 1:4d}   missing: {', '.join(k for k, v in r.items() if v is None)}"); continue
    print(f"{i + 1:4d} " + "".join(f"{ms(f(r)):14.0f}" for _, f in split))
for name, f in split:
    xs = [f(r) for r in ok]
    if xs:
        print(f"{name:13s} p50 {ms(pct(xs, 50)):6.0f} ms  p95 {ms(pct(xs, 95)):6.0f} ms  max {ms(max(xs)):6.0f} ms")
print(f"load before: {os.environ.get('LOAD_BEFORE')}")
if watch.returncode != 0:
    print(f"the watch exited {watch.returncode}:\n" + "\n".join(log[-10:]), file=sys.stderr)
if os.environ.get("WATCH_LOG"):
    print("\n".join(log))
PY
echo "after: $(uptime)"
