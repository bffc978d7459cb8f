#!/usr/bin/env python3
"""Where a write's time goes, from a flight recording (BENCHMARKS.md "Where one write's time goes"):
  jfr print --events jdk.ExecutionSample,jdk.NativeMethodSample --stack-depth 200 F.jfr > s.txt
  advisor/bench/jfr-split.py s.txt HH:MM:SS HH:MM:SS   (the burst's window, from BenchTable's [time] lines)
Samples in the window by thread group, self frames, inclusive frames of dev.linkledger, and the request
threads' samples split into the stages of one write (the first stage whose marker is on the stack)."""
import sys, re, collections
path, t0, t1 = sys.argv[1], sys.argv[2], sys.argv[3]   # HH:MM:SS window (local time as printed)
events = []
cur = None
with open(path) as f:
    for line in f:
        s = line.strip()
        if s.startswith('jdk.ExecutionSample') or s.startswith('jdk.NativeMethodSample'):
            cur = {'kind': 'java' if 'Execution' in s else 'native', 'stack': [], 'thread': '', 'time': ''}
            events.append(cur)
        elif cur is None:
            continue
        elif s.startswith('startTime'):
            m = re.search(r'(\d\d:\d\d:\d\d)', s); cur['time'] = m.group(1)
        elif s.startswith('sampledThread'):
            m = re.search(r'"([^"]*)"', s); cur['thread'] = m.group(1) if m else s
        elif s.endswith(')') or ' line:' in s:
            if '(' in s and not s.startswith('state') and not s.startswith('sampledThread'):
                cur['stack'].append(re.sub(r'\(.*', '', s))
ev = [e for e in events if t0 <= e['time'] <= t1]
print(f"{len(ev)} samples in {t0}-{t1} ({sum(e['kind']=='java' for e in ev)} java, {sum(e['kind']=='native' for e in ev)} native)")
def group(t):
    t = re.sub(r'[-#]?\d+$', '', t); t = re.sub(r'\d+', 'N', t); return t
byth = collections.Counter(group(e['thread']) for e in ev)
print("\n== by thread"); [print(f"{n:6d} {t}") for t, n in byth.most_common(15)]
java = [e for e in ev if e['kind'] == 'java']
selfc = collections.Counter(e['stack'][0] for e in java if e['stack'])
print("\n== self (java samples), top 40"); [print(f"{n:6d} {100*n/len(java):5.1f}% {m}") for m, n in selfc.most_common(40)]
inc = collections.Counter()
for e in java:
    for m in set(x for x in e['stack'] if x.startswith('dev.linkledger')): inc[m] += 1
print("\n== inclusive, dev.linkledger methods (java samples), top 50"); [print(f"{n:6d} {100*n/len(java):5.1f}% {m}") for m, n in inc.most_common(50)]
STAGES = [  # first match walking the stack from the innermost frame outwards... we test by priority instead
 ('drools session+fire', ['RuleEngine.evaluate']),
 ('facts: past links', ['PastLinks.forDevices']),
 ('facts: kernel log', ['TopologyQueries.kernelLog', 'KernelLogFacts.of', 'KernelLogHistory.of']),
 ('facts: cables', ['CableFacts.attachedTo']),
 ('facts: enclosures', ['EnclosureFacts.boundTo']),
 ('facts: measurements', ['MeasurementFacts.forHost']),
 ('facts: other (fold->facts)', ['FactProjector.factsFor']),
 ('evaluation other (sort, flush)', ['AdviceEvaluations.readingOnly', 'Advisor.findingsFor']),
 ('findings append (RecordAdvice)', ['AdviceEvaluations.record']),
 ('advice bookkeeping', ['HostViews.evaluated', 'HostViews.evaluatedThrough']),
 ('view rows (HostRows.write)', ['HostRows.write']),
 ('host views other', ['HostViews.written', 'HostPositions']),
 ('snapshot', ['Snapshotter', 'snapshot', 'Snapshot']),
 ('event append', ['appendEvents', 'AbstractEventStore.publish', 'EventStorageEngine.append', 'storeSnapshot']),
 ('commit', ['commit', 'Commit']),
 ('aggregate load', ['Repository.load', 'loadOrCreate', 'AggregateCache', 'readEvents', 'EventSourcedAggregate.initializeState', 'lastSequenceNumberFor']),
 ('aggregate decide/fold', ['dev.linkledger.inventory.command.Host', 'HostTopology']),
 ('HTTP/binding', ['jackson', 'resteasy', 'vertx', 'netty']),
]
def stage(e):
    st = e['stack']
    for name, keys in STAGES:
        if any(any(k in fr for k in keys) for fr in st): return name
    return 'other'
for kind in ('java', 'native', None):
    sel = [e for e in ev if 'executor-thread' in e['thread'] and (kind is None or e['kind'] == kind)]
    if not sel: continue
    c = collections.Counter(stage(e) for e in sel)
    print(f"\n== request threads (executor-thread), {kind or 'java+native'} samples: {len(sel)}")
    for s_, n in sorted(c.items(), key=lambda x: -x[1]): print(f"{n:6d} {100*n/len(sel):5.1f}% {s_}")
other = collections.Counter()
for e in ev:
    if 'executor-thread' in e['thread'] and stage(e) == 'other' and e['kind']=='java':
        fr = [x for x in e['stack'] if x.startswith('dev.linkledger') or 'axon' in x]
        other[fr[0] if fr else (e['stack'][-1] if e['stack'] else '?')] += 1
print("\n== 'other' on request threads by first linkledger/axon frame"); [print(f"{n:6d} {m}") for m, n in other.most_common(15)]
