package dev.linkledger.advisor.bench;

import dev.linkledger.probe.client.ObservationClient;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationDigest;
import dev.linkledger.probe.observation.ObservationJson;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 13's benchmark table in one unattended run (advisor/bench/table.sh): starts the packaged
 * service on a fresh embedded PostgreSQL, and measures in turn
 * <ol>
 *   <li>burst ingest: {@code bench.hosts} 200-device hosts with churn posted concurrently with
 *       {@code Prefer: respond-async}, events/s and projection lag (topology projection and the
 *       slowest of all processors), after an unmeasured warm-up that also gives {@code cold-host}
 *       a history of {@code bench.coldEvents} events;</li>
 *   <li>the raw batched INSERT of the same event rows into the same PostgreSQL;</li>
 *   <li>unchanged observations re-sent (a probe's periodic re-scan): through the probe's own client
 *       (the digest asked about, no body), then as a conditional POST with the body; requests/s,
 *       PostgreSQL's counters per request, and how many events they appended (must be 0);</li>
 *   <li>a full projection rebuild (POST /api/admin/replays): events/s;</li>
 *   <li>a restart on the same data: time to the first answer, then the first command on
 *       {@code cold-host} (loads its Host aggregate) and the service's RSS.</li>
 * </ol>
 * and prints a markdown table. Usage: {@code BenchTable QUARKUS_RUN_JAR DATA_DIR PORT} (advisor/bench/table.sh).
 */
public final class BenchTable {
    private static final int HOSTS = Integer.getInteger("bench.hosts", 4);
    private static final int WARM_UP_SECONDS = Integer.getInteger("bench.warmup", 30);
    private static final int BURST_SECONDS = Integer.getInteger("bench.seconds", 60);
    private static final int UNCHANGED_SECONDS = Integer.getInteger("bench.unchanged", 15);
    private static final int COLD_EVENTS = Integer.getInteger("bench.coldEvents", 25_000);
    private static final Pattern TOKEN_INDEX = Pattern.compile("\"index\"\\s*:\\s*(\\d+)");
    /** A replay token's current position once it has one (it may wrap an earlier replay token first). */
    private static final Pattern CURRENT_POSITION = Pattern.compile(
            "\"currentToken\":\\{\"@class\":\"org\\.axonframework\\.eventhandling\\.GapAwareTrackingToken\",\"index\":(\\d+)");
    private static final Pattern PG_PORT = Pattern.compile("listening on IPv4 address \"127.0.0.1\", port (\\d+)");

    private final Path jar;
    private final Path data;
    private final int port;
    private final String token = "bench-table-token-" + System.nanoTime();
    private final URI base;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final Map<String, String> table = new java.util.LinkedHashMap<>();
    private Process service;
    private volatile boolean conditional;

    private BenchTable(Path jar, Path data, int port) {
        this.jar = jar;
        this.data = data;
        this.port = port;
        this.base = URI.create("http://127.0.0.1:" + port);
    }

    public static void main(String[] args) throws Exception {
        BenchTable bench = new BenchTable(Path.of(args[0]), Path.of(args[1]), Integer.parseInt(args[2]));
        try {
            bench.run();
        } finally {
            bench.stop();
        }
    }

    private void run() throws Exception {
        double fresh = start("fresh");
        System.out.printf("fresh start (initdb, migrations, no demo) to first answer: %.2f s%n", fresh);
        try (Connection db = DriverManager.getConnection(jdbc(), "postgres", password())) {
            List<HubLab> labs = new ArrayList<>();
            for (int h = 0; h < HOSTS; h++) labs.add(new HubLab("burst-" + h));
            warmUp(db, labs);

            // Burst ingest
            long startIndex = IngestBench.maxIndex(db);
            TokenPoller poller = new TokenPoller(jdbc(), password());
            poller.start();
            ConcurrentLinkedQueue<Integer> batches = new ConcurrentLinkedQueue<>();
            ConcurrentLinkedQueue<Long> postMillis = new ConcurrentLinkedQueue<>();
            Map<String, long[]> statsBefore = tableStats(db);
            double burstSeconds = postConcurrently(labs, BURST_SECONDS, HubLab::next, (events, millis) -> {
                batches.add(events);
                postMillis.add(millis);
            });
            long endIndex = IngestBench.maxIndex(db);
            awaitAllProcessors(db, endIndex, Duration.ofSeconds(120));
            Thread.sleep(50);
            printStatsPerObservation(statsBefore, tableStats(db), postMillis.size());
            poller.stop();
            long events = endIndex - startIndex;
            // The host views are written with the events (inline): nothing of them lags. What streams is
            // link-verdicts, the catch-up (which has nothing to do) and the evaluation of what spans hosts.
            long[] topologyLags = {0};
            long[] slowestLags = lags(db, startIndex, endIndex, poller.slowest());
            long[] posts = postMillis.stream().mapToLong(Long::longValue).sorted().toArray();
            double ingestRate = events / burstSeconds;
            System.out.printf(at() + "burst: %d hosts, %d observations in %.1f s, %d events = %.0f events/s; POST p50 %d p99 %d ms%n",
                    HOSTS, posts.length, burstSeconds, events, ingestRate, IngestBench.pct(posts, 50), IngestBench.pct(posts, 99));
            System.out.printf("lag ms: topology p50 %d p99 %d max %d; slowest processor p50 %d p99 %d max %d (%s)%n",
                    IngestBench.pct(topologyLags, 50), IngestBench.pct(topologyLags, 99), topologyLags[topologyLags.length - 1],
                    IngestBench.pct(slowestLags, 50), IngestBench.pct(slowestLags, 99), slowestLags[slowestLags.length - 1],
                    poller.processors());

            IngestBench.RawResult raw = IngestBench.rawInsert(db, startIndex, List.copyOf(batches));
            IngestBench.RawResult bulk = IngestBench.rawInsert(db, startIndex, List.of(batches.stream().mapToInt(Integer::intValue).sum()));
            System.out.printf(at() + "raw INSERT of the same %d rows: %.0f rows/s (batch + commit per observation), %.0f rows/s (one batch)%n",
                    raw.rows(), raw.rate(), bulk.rate());
            try (Statement s = db.createStatement()) {
                s.execute("DROP TABLE bench_raw_event");
            }
            String vsRaw = "%.0f / %.0f rows/s".formatted(raw.rate(), bulk.rate());
            row("burst ingest, %d × 200-device hosts, churn, respond-async".formatted(HOSTS),
                    "%.0f events/s; host views and findings inline (committed with the events); slowest streaming processor lag p99 %d ms; POST p50 %d / p99 %d ms".formatted(
                            ingestRate, IngestBench.pct(slowestLags, 99), IngestBench.pct(posts, 50), IngestBench.pct(posts, 99)),
                    vsRaw + "; ratio %.3f".formatted(ingestRate / raw.rate()), "≥ 5,000 events/s, lag p99 ≤ 1 s");

            // Unchanged observations re-sent: as the probe sends them (its client asks with the digest alone), then as a
            // probe before the question did (a conditional POST with the body), each with PostgreSQL's counters per request.
            long before = IngestBench.maxIndex(db);
            Map<String, long[]> statsAsked = tableStats(db);
            Rescans asked = rescans(labs, UNCHANGED_SECONDS);
            printStatsPerObservation(statsAsked, tableStats(db), (int) asked.requests());
            System.out.printf(at() + "unchanged re-scan, probe's client (digest only): %d scans in %.1f s = %.0f/s, %d answered 304%n",
                    asked.requests(), asked.seconds(), asked.rate(), asked.unchanged());
            AtomicLong appended = new AtomicLong();
            AtomicLong requests = new AtomicLong();
            conditional = true; // a re-scan of unchanged content with its body and If-None-Match, as before the question
            Map<String, long[]> statsPosted = tableStats(db);
            double unchangedSeconds = postConcurrently(labs, UNCHANGED_SECONDS, HubLab::again, (n, millis) -> {
                appended.addAndGet(n);
                requests.incrementAndGet();
            });
            printStatsPerObservation(statsPosted, tableStats(db), (int) requests.get());
            long appendedToStore = IngestBench.maxIndex(db) - before;
            double unchangedRate = requests.get() / unchangedSeconds;
            System.out.printf(at() + "unchanged re-sent with the body: %d requests in %.1f s = %.0f/s; events appended: %d reported, %d in the store%n",
                    requests.get(), unchangedSeconds, unchangedRate, appended.get(), appendedToStore);
            row("unchanged re-scan, %d hosts, the probe's client (GET …/content with the digest, no body)".formatted(HOSTS),
                    "%.0f scans/s (%d of %d answered 304), %d events appended".formatted(asked.rate(), asked.unchanged(), asked.requests(),
                            appendedToStore),
                    "(%.0f observations' rows/s)".formatted(raw.rate() * batches.size() / raw.rows()), "≥ 5,000/s, no event appended");
            row("unchanged re-scan, %d hosts, conditional POST with the 60 kB body (a probe before the question)".formatted(HOSTS),
                    "%.0f requests/s".formatted(unchangedRate), "", "");
            if (asked.unchanged() != asked.requests()) table.put("FAILED", (asked.requests() - asked.unchanged()) + " unchanged re-scans were not answered 304");

            // Full projection rebuild
            long head = IngestBench.maxIndex(db);
            IngestBench.Replay replay = rebuild(db, head);
            System.out.printf(at() + "rebuild: %d events, topology projection %.1f s (%.0f events/s), all projections %.1f s (%.0f events/s)%n",
                    replay.events(), replay.topologySeconds(), replay.events() / replay.topologySeconds(), replay.allSeconds(),
                    replay.events() / replay.allSeconds());
            row("full projection rebuild (%,d events)".formatted(replay.events()),
                    "%.0f events/s (all views; host views, by host-catch-up, %.0f)".formatted(replay.events() / replay.allSeconds(),
                            replay.events() / replay.topologySeconds()),
                    vsRaw + "; ratio %.3f".formatted(replay.events() / replay.allSeconds() / raw.rate()), "≥ 15,000 events/s");
            if (appendedToStore != 0) table.put("FAILED", "unchanged observations appended " + appendedToStore + " events");
        }

        // Restart on the same data, then the first command on a host with a long history
        stop();
        double restart = start("restart");
        try (Connection db = DriverManager.getConnection(jdbc(), "postgres", password())) {
            long coldEvents = count(db, "SELECT count(*) FROM domain_event_entry WHERE aggregate_identifier = 'cold-host'");
            long snapshotAt = count(db, "SELECT coalesce(max(sequence_number), -1) FROM snapshot_event_entry WHERE aggregate_identifier = 'cold-host'");
            double first = label("cold");
            double second = label("again");
            long rss = rssKib(service.pid());
            System.out.printf("restart to first answer %.2f s; cold-host %d events (snapshot at %d): first command %.3f s, second %.3f s; RSS %d MiB%n",
                    restart, coldEvents, snapshotAt, first, second, rss / 1024);
            row("first command on a host with %,d events after restart".formatted(coldEvents),
                    "%.0f ms (then %.0f ms cached; newest snapshot at event %d)".formatted(first * 1000, second * 1000, snapshotAt),
                    "", "≤ 100 ms");
            row("service start to first answer (this script: no demo)",
                    "fresh %.2f s, restart %.2f s; RSS %d MiB after the first command".formatted(fresh, restart, rss / 1024),
                    "", "≤ 8 s, RSS ≤ 350 MB");
        }
        String startup = System.getenv("BENCH_STARTUP_LINE");
        if (startup != null && !startup.isBlank())
            row("service start, embedded default (advisor/bench/startup.sh 1)", startup.trim(), "", "≤ 8 s, RSS ≤ 350 MB");
        row("two instances vs one, burst ingest", "advisor/bench/two-instance-burst.sh (TwoInstanceBurst)", "", "≥ one instance; ≥ 1.6× with cores each");
        print();
        if (table.containsKey("FAILED")) throw new IllegalStateException(table.get("FAILED"));
    }

    /** Warm-up (not measured): the burst hosts churn, and cold-host is filled to its history length. */
    private void warmUp(Connection db, List<HubLab> labs) throws Exception {
        HubLab cold = new HubLab("cold-host");
        AtomicLong coldEvents = new AtomicLong();
        Thread filler = new Thread(() -> {
            try {
                while (coldEvents.get() < COLD_EVENTS)
                    coldEvents.addAndGet(IngestBench.post(http, base, token, "cold-host", cold.next()));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, "cold-host-filler");
        filler.start();
        postConcurrently(labs, WARM_UP_SECONDS, HubLab::next, (n, millis) -> { });
        filler.join();
        awaitAllProcessors(db, IngestBench.maxIndex(db), Duration.ofSeconds(120));
        System.out.printf(at() + "warm-up: %d s of %d hosts, cold-host filled with %d events (not measured)%n",
                WARM_UP_SECONDS, labs.size(), coldEvents.get());
    }

    private interface Observe {
        String json(HubLab lab);
    }

    private interface Posted {
        void accept(int events, long millis);
    }

    /** One thread per host posting back to back for the given time; returns the seconds it took. */
    private double postConcurrently(List<HubLab> labs, int seconds, Observe observe, Posted posted) throws Exception {
        long t0 = System.nanoTime();
        long end = t0 + Duration.ofSeconds(seconds).toNanos();
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        for (int h = 0; h < labs.size(); h++) {
            HubLab lab = labs.get(h);
            String host = "burst-" + h;
            Thread t = new Thread(() -> {
                try {
                    while (System.nanoTime() < end) {
                        long p0 = System.nanoTime();
                        int events = IngestBench.post(http, base, token, host, observe.json(lab), conditional);
                        posted.accept(events, (System.nanoTime() - p0) / 1_000_000);
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "poster-" + host);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) t.join();
        if (!failures.isEmpty()) throw new IllegalStateException("a poster failed", failures.get(0));
        return (System.nanoTime() - t0) / 1e9;
    }

    private record Rescans(long requests, long unchanged, double seconds) {
        double rate() {
            return requests / seconds;
        }
    }

    /**
     * Each host's probe re-scans unchanged content for {@code seconds}: the probe's own client
     * ({@link ObservationClient#offer}), one per host as one probe per machine, asking with the scan's
     * digest. The scan's JSON and digest are made once per host: a probe makes them once per scan on its
     * own machine, which here would be the service's two cores.
     */
    private Rescans rescans(List<HubLab> labs, int seconds) throws Exception {
        java.util.concurrent.atomic.AtomicLong requests = new java.util.concurrent.atomic.AtomicLong();
        java.util.concurrent.atomic.AtomicLong unchanged = new java.util.concurrent.atomic.AtomicLong();
        long t0 = System.nanoTime();
        long end = t0 + Duration.ofSeconds(seconds).toNanos();
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        for (int h = 0; h < labs.size(); h++) {
            String host = "burst-" + h;
            byte[] scan = labs.get(h).again().getBytes(StandardCharsets.UTF_8);
            String digest = ObservationDigest.of(ObservationJson.mapper().readValue(scan, Observation.class));
            ObservationClient probe = new ObservationClient(base, token);
            Thread t = new Thread(() -> {
                try {
                    while (System.nanoTime() < end) {
                        ObservationClient.PostResult answer = probe.offer(host, scan, digest);
                        if (!answer.ok()) throw new IllegalStateException(answer.status() + " " + answer.body());
                        requests.incrementAndGet();
                        if (answer.status() == 304) unchanged.incrementAndGet();
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "probe-" + host);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) t.join();
        if (!failures.isEmpty()) throw new IllegalStateException("a probe failed", failures.get(0));
        return new Rescans(requests.get(), unchanged.get(), (System.nanoTime() - t0) / 1e9);
    }

    private void awaitAllProcessors(Connection db, long index, Duration timeout) throws Exception {
        long until = System.nanoTime() + timeout.toNanos();
        while (TokenPoller.slowestIndex(TokenPoller.read(db)) < index) {
            if (System.nanoTime() > until) throw new IllegalStateException("processors did not catch up in " + timeout);
            Thread.sleep(5);
        }
    }

    /**
     * POST /api/admin/replays resets every projection and answers once they caught up (or after two
     * minutes, caughtUp false); the time taken is read from the tokens, which a slow machine may
     * need longer than that for.
     */
    private IngestBench.Replay rebuild(Connection db, long head) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(base.resolve("/api/admin/replays"))
                .header("Authorization", "Bearer " + token).POST(HttpRequest.BodyPublishers.noBody())
                .timeout(Duration.ofMinutes(5)).build();
        long t0 = System.nanoTime();
        var answer = http.sendAsync(request, HttpResponse.BodyHandlers.ofString());
        while (!TokenPoller.replaying(db)) {
            if (answer.isDone() && answer.get().statusCode() != 200) throw new IllegalStateException("replay: " + answer.get().body());
            Thread.sleep(1);
        }
        double topology = -1;
        double all = -1;
        // when each processor's position reached the head: says which one holds "all" back
        Map<String, Double> reached = new java.util.TreeMap<>();
        java.util.Set<String> replayed = new java.util.HashSet<>();
        long until = t0 + Duration.ofMinutes(5).toNanos();
        while (all < 0) {
            // The answer says when every processor's position (in memory) reached the head; an idle
            // processor's stored token may trail it for a while, so the tokens decide only after
            // the answer's two minutes ran out.
            if (answer.isDone() && answer.get().body().contains("\"caughtUp\":true")) all = (System.nanoTime() - t0) / 1e9;
            Map<String, Long> positions = TokenPoller.replayPositions(db);
            long now = System.nanoTime();
            // A processor counts as rebuilt once its token, seen replaying, is back at the head: the
            // resets go one processor after the other, so a token still at the head may not have started.
            replayed.addAll(TokenPoller.replayingProcessors(db));
            positions.forEach((processor, position) -> {
                if (position >= head && replayed.contains(processor)) reached.putIfAbsent(processor, (now - t0) / 1e9);
            });
            if (topology < 0 && reached.containsKey("host-catch-up")) topology = reached.get("host-catch-up");
            if (answer.isDone() && all < 0 && positions.values().stream().allMatch(p -> p >= head)) all = (now - t0) / 1e9;
            if (now > until) throw new IllegalStateException("rebuild took more than 5 min: " + positions);
            Thread.sleep(5);
        }
        if (topology < 0) topology = all;
        StringBuilder each = new StringBuilder(at() + "rebuild, each processor at the head after (s):");
        reached.forEach((processor, seconds) -> each.append(" %s %.1f".formatted(processor, seconds)));
        System.out.println(each.append("; answer ").append("%.1f".formatted(all)));
        return new IngestBench.Replay(head, topology, all);
    }

    private double label(String label) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(base.resolve("/api/hosts/cold-host/ports/usb3-port1/labels"))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"labels\":[\"" + label + "\"]}")).build();
        long t0 = System.nanoTime();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (response.statusCode() / 100 != 2) throw new IllegalStateException("label: " + response.statusCode() + " " + response.body());
        return seconds;
    }

    /** Starts the service on {@link #data}; returns the seconds from launch to its first answer. */
    private double start(String logName) throws Exception {
        List<String> command = new ArrayList<>(List.of("java"));
        String opts = System.getenv().getOrDefault("BENCH_JAVA_OPTS", "");
        if (!opts.isBlank()) command.addAll(List.of(opts.trim().split("\\s+")));
        command.addAll(List.of("-jar", jar.toString()));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(data.resolve(logName + ".log").toFile());
        Map<String, String> env = pb.environment();
        env.put("LINKLEDGER_DATA_DIR", data.toString());
        env.put("QUARKUS_HTTP_PORT", String.valueOf(port));
        env.put("LINKLEDGER_ADMIN_TOKEN", token);
        env.put("LINKLEDGER_DEMO_ENABLED", "false");
        env.put("LINKLEDGER_LOCAL_PROBE", "false");
        long t0 = System.nanoTime();
        service = pb.start();
        HttpRequest hosts = HttpRequest.newBuilder(base.resolve("/api/hosts")).timeout(Duration.ofSeconds(5)).build();
        long until = t0 + Duration.ofSeconds(300).toNanos();
        while (true) {
            if (!service.isAlive()) throw new IllegalStateException("service exited; see " + data.resolve(logName + ".log"));
            if (System.nanoTime() > until) throw new IllegalStateException("service did not answer in 300 s");
            try {
                if (http.send(hosts, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) break;
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(20);
        }
        return (System.nanoTime() - t0) / 1e9;
    }

    private void stop() throws InterruptedException {
        if (service != null && service.isAlive()) {
            service.destroy(); // SIGTERM: Quarkus shuts Axon and the embedded PostgreSQL down
            if (!service.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) service.destroyForcibly().waitFor();
        }
        service = null;
    }

    private String jdbc() throws IOException {
        Matcher m = PG_PORT.matcher(Files.readString(data.resolve("postgres.log")));
        String pgPort = null;
        while (m.find()) pgPort = m.group(1);
        if (pgPort == null) throw new IllegalStateException("no PostgreSQL port in " + data.resolve("postgres.log"));
        return "jdbc:postgresql://127.0.0.1:" + pgPort + "/postgres";
    }

    private String password() throws IOException {
        return Files.readString(data.resolve("postgres-password")).trim();
    }

    private static long count(Connection db, String sql) throws SQLException {
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        }
    }

    private static final String[] STATS = {"seq_scan", "idx_scan", "n_tup_ins", "n_tup_upd", "n_tup_del"};

    /**
     * Table name -> PostgreSQL's counters (scans, rows inserted, updated, deleted), plus "(database)"
     * -> commits and rows returned. The statistics collector reports with a delay of up to 500 ms;
     * callers read it after the processors caught up and a pause.
     */
    private static Map<String, long[]> tableStats(Connection db) throws Exception {
        Thread.sleep(700); // the collector's reporting interval (PGSTAT_MIN_INTERVAL 500 ms)
        Map<String, long[]> stats = new java.util.TreeMap<>();
        try (Statement s = db.createStatement()) {
            s.execute("SELECT pg_stat_clear_snapshot()");
            try (ResultSet r = s.executeQuery("SELECT relname, coalesce(seq_scan,0), coalesce(idx_scan,0), n_tup_ins, n_tup_upd, n_tup_del FROM pg_stat_user_tables")) {
                while (r.next()) stats.put(r.getString(1), new long[]{r.getLong(2), r.getLong(3), r.getLong(4), r.getLong(5), r.getLong(6)});
            }
            try (ResultSet r = s.executeQuery("SELECT xact_commit, xact_rollback, tup_returned, tup_fetched, 0 FROM pg_stat_database WHERE datname = current_database()")) {
                r.next();
                stats.put("(database: commits, rollbacks, rows returned, fetched)", new long[]{r.getLong(1), r.getLong(2), r.getLong(3), r.getLong(4), 0});
            }
        }
        return stats;
    }

    /** What the burst did to each table, per observation posted: says how many statements one write costs. */
    private static void printStatsPerObservation(Map<String, long[]> before, Map<String, long[]> after, int observations) {
        System.out.printf("per observation (%d posted), PostgreSQL counters over the burst: %s%n", observations, String.join(" ", STATS));
        after.forEach((table, a) -> {
            long[] b = before.getOrDefault(table, new long[a.length]);
            StringBuilder line = new StringBuilder();
            boolean any = false;
            for (int i = 0; i < a.length; i++) {
                double d = (a[i] - b[i]) / (double) Math.max(1, observations);
                any |= d != 0;
                line.append(" %.2f".formatted(d));
            }
            if (any) System.out.println("  " + table + line);
        });
    }

    private static long rssKib(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status")))
            if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("\\D", ""));
        return -1;
    }

    /** For each event: first token sample at or past it, minus the event's append time. */
    private static long[] lags(Connection db, long from, long to, List<long[]> samples) throws SQLException {
        List<Long> lags = new ArrayList<>();
        try (PreparedStatement s = db.prepareStatement(
                "SELECT global_index, time_stamp FROM domain_event_entry WHERE global_index > ? AND global_index <= ? ORDER BY global_index")) {
            s.setLong(1, from);
            s.setLong(2, to);
            try (ResultSet r = s.executeQuery()) {
                int i = 0;
                while (r.next()) {
                    long index = r.getLong(1);
                    long appended = Instant.parse(r.getString(2)).toEpochMilli();
                    while (i < samples.size() && samples.get(i)[1] < index) i++;
                    if (i < samples.size()) lags.add(Math.max(0, samples.get(i)[0] - appended));
                }
            }
        }
        long[] sorted = lags.stream().mapToLong(Long::longValue).sorted().toArray();
        if (sorted.length == 0) throw new IllegalStateException("no lag samples");
        return sorted;
    }

    /** The wall-clock time a phase ended, to find its samples in a flight recording. */
    private static String at() {
        return "[" + java.time.LocalTime.now().withNano(0) + "] ";
    }

    private void row(String figure, String measured, String raw, String target) {
        table.put(figure, "| " + figure + " | " + measured + " | " + raw + " | " + target + " |");
    }

    private void print() {
        System.out.println();
        System.out.println("| figure | this run | raw batched INSERT of the same event rows, same run | target |");
        System.out.println("|---|---|---|---|");
        table.forEach((figure, line) -> {
            if (!figure.equals("FAILED")) System.out.println(line);
        });
    }

    /** Samples every processor's token every 5 ms: (time, index) per processor and for the slowest. */
    private static final class TokenPoller {
        private final String jdbc;
        private final String password;
        private final AtomicBoolean polling = new AtomicBoolean(true);
        private final Map<String, List<long[]>> byProcessor = new HashMap<>();
        private final List<long[]> slowest = new ArrayList<>();
        private Thread thread;

        TokenPoller(String jdbc, String password) {
            this.jdbc = jdbc;
            this.password = password;
        }

        void start() {
            thread = new Thread(() -> {
                try (Connection db = DriverManager.getConnection(jdbc, "postgres", password)) {
                    while (polling.get()) {
                        Map<String, Long> tokens = read(db);
                        long now = System.currentTimeMillis();
                        synchronized (this) {
                            tokens.forEach((name, index) -> byProcessor.computeIfAbsent(name, n -> new ArrayList<>()).add(new long[]{now, index}));
                            slowest.add(new long[]{now, slowestIndex(tokens)});
                        }
                        Thread.sleep(5);
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, "token-poller");
            thread.start();
        }

        void stop() throws InterruptedException {
            polling.set(false);
            thread.join();
        }

        synchronized List<long[]> samples(String processor) {
            return byProcessor.getOrDefault(processor, List.of());
        }

        synchronized List<long[]> slowest() {
            return slowest;
        }

        synchronized String processors() {
            return byProcessor.size() + " processors";
        }

        /** Processor name -> its token's index (the lowest over its segments; -1 before it has one). */
        static Map<String, Long> read(Connection db) throws SQLException {
            Map<String, Long> tokens = new HashMap<>();
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT processor_name, token FROM token_entry")) {
                while (r.next()) {
                    byte[] token = r.getBytes(2);
                    Matcher m = TOKEN_INDEX.matcher(token == null ? "" : new String(token, StandardCharsets.UTF_8));
                    long index = m.find() ? Long.parseLong(m.group(1)) : -1;
                    tokens.merge(r.getString(1), index, Math::min);
                }
            }
            return tokens;
        }

        static boolean replaying(Connection db) throws SQLException {
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT token FROM token_entry")) {
                while (r.next())
                    if (r.getBytes(1) != null && new String(r.getBytes(1), StandardCharsets.UTF_8).contains("tokenAtReset")) return true;
            }
            return false;
        }

        /** The processors with a segment whose token is a replay token now. */
        static java.util.Set<String> replayingProcessors(Connection db) throws SQLException {
            java.util.Set<String> names = new java.util.HashSet<>();
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT processor_name, token FROM token_entry")) {
                while (r.next())
                    if (r.getBytes(2) != null && new String(r.getBytes(2), StandardCharsets.UTF_8).contains("tokenAtReset")) names.add(r.getString(1));
            }
            return names;
        }

        /** Processor name -> position: a replay token's current one, else the token's own. */
        static Map<String, Long> replayPositions(Connection db) throws SQLException {
            Map<String, Long> positions = new HashMap<>();
            try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT processor_name, token FROM token_entry")) {
                while (r.next()) {
                    String json = r.getBytes(2) == null ? "" : new String(r.getBytes(2), StandardCharsets.UTF_8);
                    Matcher m = (json.contains("tokenAtReset") ? CURRENT_POSITION : TOKEN_INDEX).matcher(json);
                    positions.merge(r.getString(1), m.find() ? Long.parseLong(m.group(1)) : -1, Math::min);
                }
            }
            return positions;
        }

        static long slowestIndex(Map<String, Long> tokens) {
            return tokens.values().stream().mapToLong(Long::longValue).min().orElse(-1);
        }
    }
}
