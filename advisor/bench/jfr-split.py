#!/usr/bin/env python3
"""Where a write's time goes, from a flight recording (BENCHMARKS.md "Where one write's time goes"):
  jfr print --events jdk.ExecutionSample,jdk.NativeMethodSample --stack-depth 200 F.jfr > s.txt
  advisor/bench/jfr-split.py s.txt HH:MM:SS HH:MM:SS   (the burst's window, from BenchTable's [time] lines)
Samples in the window by thread group, self frames, inclusive frames of dev.linkledger, and the request
threads' samples split into the stages of one write (the first stage whose marker is on the stack).
With waits (issue 19's profiles of a5982b9), print them too and the split adds the samples by component and the waits:
  jfr print --events jdk.ExecutionSample,jdk.NativeMethodSample,jdk.JavaMonitorEnter,jdk.ThreadPark,jdk.SocketRead \
    --stack-depth 200 F.jfr > s.txt
  advisor/bench/jfr-split.py s.txt HH:MM:SS HH:MM:SS [THREAD-SUBSTRING]   (only threads whose name has it)"""
import sys, re, collections
path, t0, t1 = sys.argv[1], sys.argv[2], sys.argv[3]   # HH:MM:SS window (local time as printed)
events = []
cur = None
with open(path) as f:
    for line in f:
        s = line.strip()
        if s.startswith('jdk.') and s.endswith('{'):
            name = s.split()[0]
            kind = {'jdk.ExecutionSample': 'java', 'jdk.NativeMethodSample': 'native'}.get(name, name)
            cur = {'kind': kind, 'stack': [], 'thread': '', 'time': '', 'ms': 0.0}
            events.append(cur)
        elif cur is None:
            continue
        elif s.startswith('startTime'):
            m = re.search(r'(\d\d:\d\d:\d\d)', s); cur['time'] = m.group(1)
        elif s.startswith('duration'):
            m = re.search(r'= ([\d.]+) (ns|us|ms|s)$', s)
            if m: cur['ms'] = float(m.group(1)) * {'ns': 1e-6, 'us': 1e-3, 'ms': 1, 's': 1000}[m.group(2)]
        elif s.startswith('sampledThread') or s.startswith('eventThread'):
            m = re.search(r'"([^"]*)"', s); cur['thread'] = m.group(1) if m else s
        elif s.endswith(')') or ' line:' in s:
            if '(' in s and not s.split()[0] in ('state', 'sampledThread', 'eventThread', 'monitorClass', 'parkedClass', 'address', 'host'):
                cur['stack'].append(re.sub(r'\(.*', '', s))
only = sys.argv[4] if len(sys.argv) > 4 else ''
waits = [e for e in events if t0 <= e['time'] <= t1 and e['kind'] not in ('java', 'native') and only in e['thread']]
ev = [e for e in events if t0 <= e['time'] <= t1 and e['kind'] in ('java', 'native') and only in e['thread']]
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

# Components: a sample belongs to the library (or our package) of its innermost frame outside the JDK, so a
# HashMap.get inside a rule join is Drools', a socket read under the driver is the driver's. Ours are split by
# what they do. First pattern that matches the frame wins.
COMPONENTS = [
 ('budgets (rules.budget)', ['dev.linkledger.rules.budget']),
 ('rules: topology/derivations code', ['dev.linkledger.rules.topology']),
 ('rules: other rule code', ['dev.linkledger.rules.']),
 ('Drools engine', ['org.drools', 'org.kie']),
 ('facts from the fold (advisor.facts)', ['dev.linkledger.advisor.facts']),
 ('advice evaluation glue (advisor.engine/advice)', ['dev.linkledger.advisor.engine', 'dev.linkledger.advisor.advice']),
 ('Host aggregate decide/fold (inventory.command)', ['dev.linkledger.inventory.command']),
 ('views/projections/queries (inventory.query/api)', ['dev.linkledger.inventory.query', 'dev.linkledger.inventory.api']),
 ('our Axon infrastructure (inventory.axon)', ['dev.linkledger.inventory.axon']),
 ('our REST/auth (inventory.rest/auth, advisor.rest/web)', ['dev.linkledger.inventory.rest', 'dev.linkledger.inventory.auth', 'dev.linkledger.advisor.rest', 'dev.linkledger.advisor.web']),
 ('probe model/digest (dev.linkledger.probe)', ['dev.linkledger.probe']),
 ('our other', ['dev.linkledger']),
 ('Jackson', ['com.fasterxml.jackson']),
 ('Hibernate', ['org.hibernate']),
 ('PostgreSQL driver', ['org.postgresql']),
 ('Agroal/Narayana (pool, JTA)', ['io.agroal', 'com.arjuna', 'org.jboss.narayana', 'io.quarkus.narayana', 'jakarta.transaction']),
 ('Axon', ['org.axonframework']),
 ('Vert.x/Netty/RESTEasy (HTTP)', ['io.vertx', 'io.netty', 'org.jboss.resteasy', 'io.quarkus.vertx', 'io.quarkus.resteasy']),
 ('Quarkus/CDI/SmallRye/security', ['io.quarkus', 'io.smallrye', 'org.jboss', 'io.quarkus.security']),
 ('Flyway', ['org.flywaydb']),
 ('JFR itself', ['jdk.jfr']),
]
def component(stack):
    for fr in stack:
        if fr.startswith(('java.', 'jdk.internal', 'sun.', 'javax.', 'com.sun.')): continue
        for name, keys in COMPONENTS:
            if any(fr.startswith(k) for k in keys): return name
        return 'other library: ' + '.'.join(fr.split('.')[:2])
    return 'JDK only: ' + ('.'.join(stack[0].split('.')[:3]) if stack else '?')
for kind in ('java', 'native'):
    sel = [e for e in ev if e['kind'] == kind]
    if not sel: continue
    c = collections.Counter(component(e['stack']) for e in sel)
    print(f"\n== {kind} samples by component (innermost non-JDK frame), {len(sel)}")
    for s_, n in c.most_common(25): print(f"{n:6d} {100*n/len(sel):5.1f}% {s_}")
# Waits: JFR records a park, monitor enter or socket read over its threshold (10 ms with settings=profile) with its
# duration; summed per kind and thread group, then where (first dev.linkledger frame, else first non-JDK frame).
if waits:
    print("\n== waits over the threshold: ms summed (count) by kind and thread group")
    byk = collections.defaultdict(lambda: [0.0, 0])
    for e in waits:
        k = (e['kind'], group(e['thread'])); byk[k][0] += e['ms']; byk[k][1] += 1
    for (k, t), (ms, n) in sorted(byk.items(), key=lambda x: -x[1][0])[:20]: print(f"{ms:10.0f} ms ({n:5d}) {k:22s} {t}")
    where = collections.defaultdict(lambda: [0.0, 0])
    for e in waits:
        fr = [x for x in e['stack'] if x.startswith('dev.linkledger')] or [x for x in e['stack'] if not x.startswith(('java.', 'jdk.', 'sun.'))] or ['?']
        k = (e['kind'], group(e['thread']), fr[0]); where[k][0] += e['ms']; where[k][1] += 1
    print("\n== waits by where (first dev.linkledger frame, else first non-JDK frame), top 25")
    for (k, t, f), (ms, n) in sorted(where.items(), key=lambda x: -x[1][0])[:25]: print(f"{ms:10.0f} ms ({n:5d}) {k:22s} {t:24s} {f}")
