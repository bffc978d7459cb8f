package dev.linkledger.advisor.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Inventory ingest benchmark (issue 4): churned observations of a 200-device host posted back to
 * back over HTTP to the running service, against a plain batched JDBC INSERT of the same rows into
 * the same PostgreSQL. Lag is the time from an event's append (its {@code time_stamp}) until the
 * topology projection's token has passed it, sampled every 5 ms from {@code token_entry} (a
 * gap-aware tracking token, JSON {@code {"index":N,...}}).
 *
 * <p>Usage: {@code IngestBench BASE_URL JDBC_URL TOKEN SECONDS} (see advisor/bench/ingest.sh).
 */
public final class IngestBench {
    private static final Pattern APPENDED = Pattern.compile("\"appendedEvents\"\\s*:\\s*(\\d+)");
    private static final Pattern TOKEN_INDEX = Pattern.compile("\"index\"\\s*:\\s*(\\d+)");
    /** A replay token's current position once it has one (it may wrap an earlier replay token first). */
    private static final Pattern CURRENT_POSITION = Pattern.compile(
            "\"currentToken\":\\{\"@class\":\"org\\.axonframework\\.eventhandling\\.GapAwareTrackingToken\",\"index\":(\\d+)");

    /** -Dbench.timeline=true prints the worst lag of each second's appends, to see stalls. */
    private static final int WARM_UP_SECONDS = Integer.getInteger("bench.warmup", 60);
    private static final boolean TIMELINE = Boolean.getBoolean("bench.timeline");

    private record Sample(long atMillis, long index) {
    }

    public static void main(String[] args) throws Exception {
        URI base = URI.create(args[0]);
        String jdbc = args[1];
        String token = args[2];
        int seconds = Integer.parseInt(args[3]);
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HubLab lab = new HubLab("bench-host");

        // The full host, then churn for a warm-up that is not measured: a service runs for days, and the
        // JIT is still compiling Axon, Hibernate and the generated rule classes for most of a minute.
        long warmEnd = System.nanoTime() + Duration.ofSeconds(WARM_UP_SECONDS).toNanos();
        int warmPosts = 0;
        while (warmPosts < 20 || System.nanoTime() < warmEnd) {
            post(http, base, token, lab.next());
            warmPosts++;
        }
        System.out.printf("warm-up                  %d observations in %d s, not measured%n", warmPosts, WARM_UP_SECONDS);
        try (Connection db = DriverManager.getConnection(jdbc, "postgres", System.getenv().getOrDefault("PGPASSWORD", ""))) {
            long startIndex = maxIndex(db);
            List<Sample> samples = new ArrayList<>();
            AtomicBoolean polling = new AtomicBoolean(true);
            Thread poller = new Thread(() -> poll(jdbc, samples, polling), "token-poller");
            poller.start();

            List<Integer> batches = new ArrayList<>();
            long[] postMillis = new long[100_000];
            long t0 = System.nanoTime();
            long end = t0 + Duration.ofSeconds(seconds).toNanos();
            while (System.nanoTime() < end) {
                long p0 = System.nanoTime();
                batches.add(post(http, base, token, lab.next()));
                postMillis[batches.size() - 1] = (System.nanoTime() - p0) / 1_000_000;
            }
            double httpSeconds = (System.nanoTime() - t0) / 1e9;
            long endIndex = maxIndex(db);
            long caughtUpBy = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (tokenIndex(db) < endIndex) {
                if (System.nanoTime() > caughtUpBy) throw new IllegalStateException("projection did not catch up in 60 s");
                Thread.sleep(5);
            }
            Thread.sleep(50);
            polling.set(false);
            poller.join();

            long events = endIndex - startIndex;
            long[] lags = lags(db, startIndex, endIndex, samples);
            long[] posts = Arrays.copyOf(postMillis, batches.size());
            int tenth = Math.max(1, posts.length / 10);
            long[] first = Arrays.copyOfRange(posts, 0, tenth);
            long[] last = Arrays.copyOfRange(posts, posts.length - tenth, posts.length);
            Arrays.sort(first);
            Arrays.sort(last);
            Arrays.sort(posts);
            long eventBytes = payloadBytes(db, startIndex, endIndex);

            RawResult raw = rawInsert(db, startIndex, batches);
            RawResult bulk = rawInsert(db, startIndex, List.of(batches.stream().mapToInt(Integer::intValue).sum()));

            Replay replay = replay(http, base, token, db, endIndex);
            double httpRate = events / httpSeconds;
            System.out.printf("observations posted      %d in %.1f s (%.1f/s), %d events (%.1f per observation), %.0f bytes payload+metadata per event%n",
                    batches.size(), httpSeconds, batches.size() / httpSeconds, events, (double) events / batches.size(),
                    (double) eventBytes / events);
            System.out.printf("POST latency ms          p50 %d  p99 %d  max %d%n", pct(posts, 50), pct(posts, 99), posts[posts.length - 1]);
            System.out.printf("POST latency ms p50      first tenth %d, last tenth %d (the Host aggregate is sourced from all its events)%n",
                    pct(first, 50), pct(last, 50));
            System.out.printf("events appended/s (HTTP) %.0f%n", httpRate);
            System.out.printf("projection lag ms        p50 %d  p99 %d  max %d  (%d events, %d token samples)%n",
                    pct(lags, 50), pct(lags, 99), lags[lags.length - 1], lags.length, samples.size());
            System.out.printf("raw INSERT rows/s        %.0f  (JDBC batch + commit per observation's events, %d rows)%n",
                    raw.rate(), raw.rows());
            System.out.printf("raw INSERT rows/s        %.0f  (one JDBC batch, one commit, %d rows)%n", bulk.rate(), bulk.rows());
            System.out.printf("ratio HTTP/raw           %.3f (per-observation commits)  %.3f (one batch)%n",
                    httpRate / raw.rate(), httpRate / bulk.rate());
            System.out.printf("projection rebuild       %d events: topology projection caught up in %.1f s (%.0f events/s), "
                            + "all projections in %.1f s (%.0f events/s)%n", replay.events(), replay.topologySeconds(),
                    replay.events() / replay.topologySeconds(), replay.allSeconds(), replay.events() / replay.allSeconds());
        }
    }

    static int post(HttpClient http, URI base, String token, String observation) throws Exception {
        return post(http, base, token, "bench-host", observation);
    }

    /** Per host, the ETag of the last answer: the digest of the content the service holds (as the probe keeps it). */
    private static final java.util.Map<String, String> ETAGS = new java.util.concurrent.ConcurrentHashMap<>();

    /** @return the events the observation appended */
    static int post(HttpClient http, URI base, String token, String hostId, String observation) throws Exception {
        return post(http, base, token, hostId, observation, false);
    }

    /**
     * @param conditional send the last answer's ETag as If-None-Match, as the probe does with a re-scan
     *                    whose content has that digest (a 412 appended nothing)
     * @return the events the observation appended
     */
    static int post(HttpClient http, URI base, String token, String hostId, String observation, boolean conditional) throws Exception {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve("/api/hosts/" + hostId + "/observations"))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + token)
                .header("Prefer", "respond-async"); // as the probe posts
        if (conditional && ETAGS.containsKey(hostId)) builder.header("If-None-Match", ETAGS.get(hostId));
        HttpResponse<String> response = http.send(builder.POST(HttpRequest.BodyPublishers.ofString(observation)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (conditional && response.statusCode() == 412) return 0;
        if (response.statusCode() != 202) throw new IllegalStateException(response.statusCode() + " " + response.body());
        response.headers().firstValue("ETag").ifPresent(etag -> ETAGS.put(hostId, etag));
        Matcher m = APPENDED.matcher(response.body());
        if (!m.find()) throw new IllegalStateException("no appendedEvents in " + response.body());
        return Integer.parseInt(m.group(1));
    }

    record Replay(long events, double topologySeconds, double allSeconds) {
    }

    /**
     * How fast the projections can go at all: POST /api/admin/replays rebuilds every projection from
     * the whole store at once (as they share the machine when live); the topology projection's
     * progress is read from its token. A projection slower than the ingest can never keep lag bounded.
     */
    static Replay replay(HttpClient http, URI base, String token, Connection db, long head) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(base.resolve("/api/admin/replays"))
                .header("Authorization", "Bearer " + token).POST(HttpRequest.BodyPublishers.noBody())
                .timeout(Duration.ofMinutes(5)).build();
        long t0 = System.nanoTime();
        java.util.concurrent.CompletableFuture<HttpResponse<String>> answer = http.sendAsync(request, HttpResponse.BodyHandlers.ofString());
        while (!replaying(db)) Thread.sleep(1); // first see the reset, so the old token is not taken for the new
        while (!rebuilt(db, head)) Thread.sleep(5);
        double topology = (System.nanoTime() - t0) / 1e9;
        HttpResponse<String> response = answer.get();
        double all = (System.nanoTime() - t0) / 1e9;
        if (response.statusCode() != 200 || !response.body().contains("\"caughtUp\":true"))
            throw new IllegalStateException("replay: " + response.statusCode() + " " + response.body());
        return new Replay(head, topology, all);
    }

    private static void poll(String jdbc, List<Sample> samples, AtomicBoolean polling) {
        try (Connection db = DriverManager.getConnection(jdbc, "postgres", System.getenv().getOrDefault("PGPASSWORD", ""))) {
            while (polling.get()) {
                long index = tokenIndex(db);
                synchronized (samples) {
                    samples.add(new Sample(System.currentTimeMillis(), index));
                }
                Thread.sleep(5);
            }
        } catch (SQLException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The topology projection's token as JSON, or "" before it has one. */
    private static String topologyToken(Connection db) throws SQLException {
        try (Statement s = db.createStatement();
             ResultSet r = s.executeQuery("SELECT token FROM token_entry WHERE processor_name = 'host-catch-up'")) {
            return r.next() && r.getBytes(1) != null ? new String(r.getBytes(1), java.nio.charset.StandardCharsets.UTF_8) : "";
        }
    }

    private static long tokenIndex(Connection db) throws SQLException {
        Matcher m = TOKEN_INDEX.matcher(topologyToken(db));
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }

    private static boolean replaying(Connection db) throws SQLException {
        return topologyToken(db).contains("tokenAtReset");
    }

    /** A replaying processor's token wraps the position it had at the reset and its current one. */
    private static boolean rebuilt(Connection db, long head) throws SQLException {
        String json = topologyToken(db);
        Matcher m = (json.contains("tokenAtReset") ? CURRENT_POSITION : TOKEN_INDEX).matcher(json);
        return m.find() && Long.parseLong(m.group(1)) >= head;
    }

    static long maxIndex(Connection db) throws SQLException {
        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT coalesce(max(global_index), 0) FROM domain_event_entry")) {
            r.next();
            return r.getLong(1);
        }
    }

    /** For each event: first token sample at or past it, minus the event's append time. */
    private static long[] lags(Connection db, long from, long to, List<Sample> samples) throws SQLException {
        List<Long> lags = new ArrayList<>();
        java.util.TreeMap<Long, Long> timeline = new java.util.TreeMap<>();
        try (PreparedStatement s = db.prepareStatement(
                "SELECT global_index, time_stamp FROM domain_event_entry WHERE global_index > ? AND global_index <= ? ORDER BY global_index")) {
            s.setLong(1, from);
            s.setLong(2, to);
            try (ResultSet r = s.executeQuery()) {
                int i = 0;
                while (r.next()) {
                    long index = r.getLong(1);
                    long appended = Instant.parse(r.getString(2)).toEpochMilli();
                    while (i < samples.size() && samples.get(i).index() < index) i++;
                    if (i < samples.size()) {
                        long lag = Math.max(0, samples.get(i).atMillis() - appended);
                        lags.add(lag);
                        if (TIMELINE) timeline.merge(appended / 1000, lag, Math::max);
                    }
                }
            }
        }
        if (TIMELINE) {
            long first = timeline.isEmpty() ? 0 : timeline.firstKey();
            StringBuilder line = new StringBuilder("worst lag ms per second of appends:");
            timeline.forEach((second, lag) -> line.append(' ').append(second - first).append(':').append(lag));
            System.out.println(line);
        }
        long[] sorted = lags.stream().mapToLong(Long::longValue).sorted().toArray();
        if (sorted.length == 0) throw new IllegalStateException("no lag samples");
        return sorted;
    }

    static long payloadBytes(Connection db, long from, long to) throws SQLException {
        try (PreparedStatement s = db.prepareStatement("SELECT sum(length(payload) + coalesce(length(meta_data), 0)) "
                + "FROM domain_event_entry WHERE global_index > ? AND global_index <= ?")) {
            s.setLong(1, from);
            s.setLong(2, to);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        }
    }

    record RawResult(long rows, double rate) {
    }

    /** The same rows (payloads, metadata, types) inserted as plain JDBC batches of the given sizes. */
    static RawResult rawInsert(Connection db, long from, List<Integer> batches) throws SQLException {
        try (Statement s = db.createStatement()) {
            s.execute("DROP TABLE IF EXISTS bench_raw_event");
            s.execute("""
                    CREATE TABLE bench_raw_event (
                        global_index BIGSERIAL PRIMARY KEY, event_identifier VARCHAR(255) NOT NULL UNIQUE,
                        aggregate_identifier VARCHAR(255) NOT NULL, sequence_number BIGINT NOT NULL, type VARCHAR(255),
                        time_stamp VARCHAR(255) NOT NULL, payload_type VARCHAR(255) NOT NULL, payload_revision VARCHAR(255),
                        payload BYTEA NOT NULL, meta_data BYTEA, UNIQUE (aggregate_identifier, sequence_number))""");
        }
        record Row(String aggregate, long seq, String type, String stamp, String payloadType, String revision,
                   byte[] payload, byte[] meta) {
        }
        List<Row> rows = new ArrayList<>();
        try (PreparedStatement s = db.prepareStatement("SELECT aggregate_identifier, sequence_number, type, time_stamp, "
                + "payload_type, payload_revision, payload, meta_data FROM domain_event_entry WHERE global_index > ? ORDER BY global_index")) {
            s.setLong(1, from);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) rows.add(new Row(r.getString(1), r.getLong(2), r.getString(3), r.getString(4),
                        r.getString(5), r.getString(6), r.getBytes(7), r.getBytes(8)));
            }
        }
        db.setAutoCommit(false);
        int next = 0;
        long t0 = System.nanoTime();
        try (PreparedStatement insert = db.prepareStatement("INSERT INTO bench_raw_event (event_identifier, aggregate_identifier, "
                + "sequence_number, type, time_stamp, payload_type, payload_revision, payload, meta_data) VALUES (?,?,?,?,?,?,?,?,?)")) {
            for (int size : batches) {
                for (int k = 0; k < size && next < rows.size(); k++, next++) {
                    Row row = rows.get(next);
                    insert.setString(1, UUID.randomUUID().toString());
                    insert.setString(2, row.aggregate());
                    insert.setLong(3, row.seq());
                    insert.setString(4, row.type());
                    insert.setString(5, row.stamp());
                    insert.setString(6, row.payloadType());
                    insert.setString(7, row.revision());
                    insert.setBytes(8, row.payload());
                    insert.setBytes(9, row.meta());
                    insert.addBatch();
                }
                insert.executeBatch();
                db.commit();
            }
        }
        double rate = next / ((System.nanoTime() - t0) / 1e9);
        db.setAutoCommit(true);
        return new RawResult(next, rate);
    }

    static long pct(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }
}
