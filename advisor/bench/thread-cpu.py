#!/usr/bin/env python3
"""CPU per thread of the benchmark's JVMs and their PostgreSQL, from /proc, beside a flight recording.
JFR's execution samples see only Java threads running Java code: the garbage collector, the JIT compilers
and PostgreSQL's processes are not in them, and on a shared machine their share is what is asked.
  advisor/bench/thread-cpu.py record OUT &     (every second, until killed: "HH:MM:SS pid role thread ticks")
  advisor/bench/thread-cpu.py split OUT HH:MM:SS HH:MM:SS   (CPU seconds per JVM thread group and PostgreSQL in the window)
A JVM is any process whose command line has quarkus-run.jar (a service) or dev.linkledger (the bench client);
PostgreSQL is every descendant of a service (the embedded postmaster and its backends)."""
import os, re, sys, time, collections

TICK = os.sysconf('SC_CLK_TCK')


def stat(path):
    # comm may hold spaces and parentheses: fields after the last ')' are fixed
    s = open(path).read()
    comm = s[s.index('(') + 1:s.rindex(')')]
    f = s[s.rindex(')') + 2:].split()
    return comm, int(f[1]), int(f[11]) + int(f[12])   # comm, ppid, utime+stime


def record(out):
    with open(out, 'a') as o:
        while True:
            now = time.strftime('%H:%M:%S')
            procs = {}
            for p in os.listdir('/proc'):
                if not p.isdigit(): continue
                try:
                    comm, ppid, ticks = stat(f'/proc/{p}/stat')
                    procs[int(p)] = (comm, ppid, ticks, open(f'/proc/{p}/cmdline').read())
                except OSError:
                    continue
            roles = {}
            for pid, (comm, ppid, ticks, cmd) in procs.items():
                if 'dev.linkledger.advisor.bench' in cmd: roles[pid] = 'client'   # its arguments name the jar too
                elif 'quarkus-run.jar' in cmd: roles[pid] = f'service-{pid}'
            changed = True
            while changed:   # PostgreSQL: descendants of a service
                changed = False
                for pid, (comm, ppid, ticks, cmd) in procs.items():
                    if pid not in roles and roles.get(ppid, '').startswith(('service', 'postgres')):
                        roles[pid] = 'postgres'; changed = True
            for pid, role in roles.items():
                if role == 'postgres':
                    o.write(f"{now} {pid} postgres {procs[pid][0].replace(' ', '_')} {procs[pid][2]}\n"); continue
                try:
                    for t in os.listdir(f'/proc/{pid}/task'):
                        comm, _, ticks = stat(f'/proc/{pid}/task/{t}/stat')
                        o.write(f"{now} {pid}/{t} {role} {comm.replace(' ', '_')} {ticks}\n")
                except OSError:
                    pass
            o.flush()
            time.sleep(1)


def group(role, name):
    if role == 'postgres': return 'postgres'
    for prefix, g in (('GC_Thread', 'GC'), ('G1_', 'GC'), ('VM_Thread', 'VM thread (safepoints)'),
                      ('C2_Compiler', 'JIT C2'), ('C1_Compiler', 'JIT C1'), ('executor-threa', 'executor-thread (requests)'),
                      ('vert.x-eventlo', 'vert.x event loop'), ('vert.x-worker', 'vert.x worker'), ('JFR', 'JFR'),
                      ('probe-', 'probe threads'), ('poster-', 'poster threads'), ('HttpClient', 'JDK HttpClient')):
        if name.startswith(prefix): return g
    return re.sub(r'[-#_]?\d+$', '', name)


def seconds(t, after=None):
    # HH:MM:SS as seconds; a time more than 12 h before `after` is the next day's (a window across midnight)
    s = int(t[:2]) * 3600 + int(t[3:5]) * 60 + int(t[6:8])
    return s + 86400 if after is not None and s < after - 43200 else s


def split(path, t0, t1):
    # a thread's CPU in the window = its last reading at or before t1 minus its last at or before t0
    # (0 for a thread born in the window: the recorder runs from before the services start)
    first, last, info, clients = {}, {}, {}, set()
    a = seconds(t0); t0, t1 = a, seconds(t1, a)
    for line in open(path):
        t, key, role, name, ticks = line.split()
        t = seconds(t, a)
        if t <= t0: first[key] = int(ticks)
        elif t <= t1: last[key] = int(ticks)
        info[key] = (role, name)
        if name.startswith(('poster-', 'probe-burst', 'token-poller', 'cold-host-fill')): clients.add(key.split('/')[0])
    # a recording before the recorder told the client by its command line: the client is the JVM with the bench's threads
    for key, (role, name) in info.items():
        if key.split('/')[0] in clients: info[key] = ('client', name)
    use = collections.Counter()
    for key, ticks in last.items():
        role, name = info[key]
        use[(role, group(role, name))] += (ticks - first.get(key, 0)) / TICK
    total = sum(use.values())
    secs = t1 - t0
    print(f"CPU s in {sys.argv[3]}-{sys.argv[4]} ({secs} s wall, 2 cores = {2 * secs} CPU s): {total:.1f} s by these processes")
    by_role = collections.Counter()
    for (role, g), s in use.items(): by_role[role] += s
    for role, s in by_role.most_common(): print(f"  {role:9s} {s:7.1f} s {100 * s / total:5.1f} %")
    for (role, g), s in use.most_common(25):
        if s > 0.05: print(f"    {role:9s} {g:32s} {s:7.1f} s {100 * s / total:5.1f} %")


if __name__ == '__main__':
    if sys.argv[1] == 'record': record(sys.argv[2])
    else: split(sys.argv[2], sys.argv[3], sys.argv[4])
