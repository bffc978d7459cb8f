package dev.linkledger.advisor.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.advisor.app.EmbeddedDatabase;
import dev.linkledger.advisor.support.ProjectionSnapshot;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two packaged services on one PostgreSQL (an embedded server of this test, the external database
 * of both): they split the advice evaluation's segments, both take writes, and after a kill -9 of
 * one mid-ingest the other claims its segments within 10 s; then the projections are complete and
 * equal to a replay, no finding was issued twice, and a write through either instance is read back
 * through the other (or, after the kill, the survivor) at once.
 *
 * <p>Runs in {@code integration-test}, after {@code package} built the jar (failsafe).
 */
class TwoInstancesIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String EVALUATION = "advice-evaluation";
    private static final int HOSTS = 8;
    /** Acknowledged observations (through both) before the kill: mid-stream, and short enough for CI. */
    private static final int ACKNOWLEDGED_BEFORE_KILL = 120;
    private static final Duration TAKEOVER = Duration.ofSeconds(10);

    @Test
    void killNineOfOneOfTwoInstancesHandsItsSegmentsToTheOtherWithinTenSecondsAndIssuesNoFindingTwice() throws Exception {
        assertThat(PackagedService.JAR).as("run ./mvnw package first").exists();
        Path root = Path.of("target/two-instances-it");
        deleteRecursively(root);
        Files.createDirectories(root);
        try (EmbeddedDatabase db = EmbeddedDatabase.start(root.resolve("pg"), EmbeddedDatabase.Durability.THROWAWAY)) {
            PGSimpleDataSource ds = new PGSimpleDataSource();
            ds.setUrl(db.jdbcUrl());
            ds.setUser(db.username());
            ds.setPassword(db.password());
            // The service's 3 s connect and login timeouts are for a server that is down; this one is only slow under a loaded CI.
            Map<String, String> external = Map.of("QUARKUS_DATASOURCE_JDBC_URL", db.jdbcUrl() + "?connectTimeout=30&loginTimeout=30",
                    "QUARKUS_DATASOURCE_USERNAME", db.username(), "QUARKUS_DATASOURCE_PASSWORD", db.password(),
                    "LINKLEDGER_DEMO_ENABLED", "false");
            String token = "two-instances-admin-" + UUID.randomUUID();
            try (PackagedService a = new PackagedService(root.resolve("a"), token, external);
                 PackagedService b = new PackagedService(root.resolve("b"), token, external)) {
                // One after the other: the first claims every segment, so the second must be handed its share.
                a.start();
                b.start();

                assertThat(within(Duration.ofSeconds(30), () -> owners(ds, EVALUATION).keySet().containsAll(List.of(node(a), node(b)))))
                        .as("both instances hold segments of the advice evaluation: " + owners(ds, EVALUATION)).isTrue();
                System.out.println("two instances: advice-evaluation segments by owner " + owners(ds, EVALUATION));
                readsBackAtOnce(a, b, "two-ryw-ab");
                readsBackAtOnce(b, a, "two-ryw-ba");

                AtomicBoolean killed = new AtomicBoolean();
                AtomicBoolean stop = new AtomicBoolean();
                AtomicInteger acknowledged = new AtomicInteger();
                Thread throughA = writer(a, "a", stop, new AtomicBoolean(), acknowledged);
                Thread throughB = writer(b, "b", stop, killed, acknowledged);
                while (acknowledged.get() < ACKNOWLEDGED_BEFORE_KILL && throughA.isAlive() && throughB.isAlive()) Thread.sleep(5);
                assertThat(throughA.isAlive() && throughB.isAlive()).as("both writers still posting at the kill").isTrue();

                killed.set(true);
                long killedAt = System.nanoTime();
                b.kill();
                String survivor = node(a);
                boolean tookOver = within(Duration.ofSeconds(30), () -> allOwnedBy(ds, survivor));
                long takeoverMillis = (System.nanoTime() - killedAt) / 1_000_000;
                System.out.println("two instances: " + acknowledged.get() + " observations acknowledged at the kill; survivor holds every segment "
                        + takeoverMillis + " ms after kill -9");
                assertThat(tookOver).as("the survivor claims every segment: " + allOwners(ds)).isTrue();
                assertThat(Duration.ofMillis(takeoverMillis)).as("takeover time").isLessThanOrEqualTo(TAKEOVER);

                Thread.sleep(2_000); // the survivor keeps taking writes after the takeover
                stop.set(true);
                throughA.join(30_000);
                throughB.join(30_000);
                readsBackAtOnce(a, a, "two-ryw-after");

                assertThat(caughtUp(ds, Duration.ofSeconds(90))).as("every processor passed the last event: " + allOwners(ds)).isTrue();
                Map<String, List<Map<String, Object>>> live = snapshot(ds);
                long events = ProjectionSnapshot.events(ds);
                HttpResponse<String> replay = a.send(HttpRequest.newBuilder(a.uri("/api/admin/replays")).POST(HttpRequest.BodyPublishers.noBody()));
                assertThat(replay.statusCode()).as(replay.body()).isEqualTo(200);
                assertThat(JSON.readTree(replay.body()).path("caughtUp").asBoolean()).as(replay.body()).isTrue();
                assertThat(caughtUp(ds, Duration.ofSeconds(90))).as("caught up after the replay").isTrue();
                assertThat(ProjectionSnapshot.events(ds)).as("events after replay").isEqualTo(events);
                Map<String, List<Map<String, Object>>> rebuilt = snapshot(ds);
                for (String table : live.keySet()) assertThat(rebuilt.get(table)).as(table).isEqualTo(live.get(table));
                assertThat(live.get("finding")).as("the churn issued findings").isNotEmpty();

                assertThat(issuedWhileOpen(ds)).as("findings issued while the same condition was open").isEmpty();
            }
        }
    }

    /**
     * A probe-like writer through one instance: each host in turn, its enclosure plugged in at 480M
     * (a USB2_FALLBACK finding) and pulled again (resolved), answered once committed.
     */
    private static Thread writer(PackagedService service, String name, AtomicBoolean stop, AtomicBoolean killed, AtomicInteger acknowledged) {
        Thread t = new Thread(() -> {
            for (int n = 0; !stop.get(); n++) {
                String host = "two-" + name + "-" + (n % HOSTS);
                String body = desktop(host, name + "-" + n, Instant.now().truncatedTo(ChronoUnit.MILLIS), (n / HOSTS) % 2 == 0 ? enclosure(5, 480) : null);
                try {
                    HttpResponse<String> answer = service.send(HttpRequest.newBuilder(service.uri("/api/hosts/" + host + "/observations"))
                            .header("Content-Type", "application/json").header("Prefer", "respond-async")
                            .POST(HttpRequest.BodyPublishers.ofString(body)));
                    if (answer.statusCode() == 202) acknowledged.incrementAndGet();
                    else if (!killed.get()) throw new AssertionError(answer.statusCode() + " " + answer.body());
                } catch (IOException e) {
                    if (!killed.get()) throw new AssertionError("writer through " + name + " failed", e);
                    return;
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "two-instances-writer-" + name);
        t.start();
        return t;
    }

    /** A write through {@code writer} answered, its finding is there through {@code reader}; and gone once resolved. */
    private static void readsBackAtOnce(PackagedService writer, PackagedService reader, String host) throws Exception {
        Instant at = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        long t0 = System.nanoTime();
        post(writer, host, desktop(host, host + "-1", at, enclosure(5, 480)));
        long written = (System.nanoTime() - t0) / 1_000_000;
        assertThat(rules(reader, host)).as("findings read through the other instance right after the write").contains("USB2_FALLBACK");
        t0 = System.nanoTime();
        post(writer, host, desktop(host, host + "-2", at.plusSeconds(1), null));
        long resolved = (System.nanoTime() - t0) / 1_000_000;
        assertThat(rules(reader, host)).as("findings read back after the enclosure was pulled").doesNotContain("USB2_FALLBACK");
        System.out.println("two instances: read-your-writes " + host + ": write answered in " + written + " ms, resolving write in " + resolved + " ms");
    }

    private static void post(PackagedService service, String host, String body) throws IOException, InterruptedException {
        HttpResponse<String> answer = service.send(HttpRequest.newBuilder(service.uri("/api/hosts/" + host + "/observations"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    }

    private static List<String> rules(PackagedService service, String host) throws IOException, InterruptedException {
        HttpResponse<String> answer = service.send(HttpRequest.newBuilder(service.uri("/api/hosts/" + host + "/findings")).GET());
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        List<String> rules = new ArrayList<>();
        JSON.readTree(answer.body()).forEach(f -> rules.add(f.path("rule").asText()));
        return rules;
    }

    /** Axon's token store names an owner {@code pid@hostname}. */
    private static String node(PackagedService service) {
        return service.pid() + "@";
    }

    /** Owner (pid@ prefix) -> how many of the processor's segments it holds. */
    private static Map<String, Integer> owners(PGSimpleDataSource ds, String processor) throws SQLException {
        Map<String, Integer> owners = new HashMap<>();
        for (String[] row : tokenRows(ds)) {
            if (!row[0].equals(processor) || row[2] == null) continue;
            owners.merge(row[2].substring(0, row[2].indexOf('@') + 1), 1, Integer::sum);
        }
        return owners;
    }

    private static boolean allOwnedBy(PGSimpleDataSource ds, String node) throws SQLException {
        for (String[] row : tokenRows(ds)) if (row[2] == null || !row[2].startsWith(node)) return false;
        return true;
    }

    private static String allOwners(PGSimpleDataSource ds) throws SQLException {
        StringBuilder out = new StringBuilder();
        for (String[] row : tokenRows(ds)) out.append(row[0]).append('/').append(row[1]).append('=').append(row[2]).append(" at ").append(row[3]).append("; ");
        return out.toString();
    }

    /** processor, segment, owner, position of every token. */
    private static List<String[]> tokenRows(PGSimpleDataSource ds) throws SQLException {
        List<String[]> rows = new ArrayList<>();
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT processor_name, segment, owner, convert_from(token, 'UTF8') FROM token_entry ORDER BY 1, 2")) {
            while (r.next()) rows.add(new String[]{r.getString(1), r.getString(2), r.getString(3), String.valueOf(position(r.getString(4)))});
        }
        return rows;
    }

    /** The global index a serialized tracking token covers: a replay token's current one, a gap-aware token's index. */
    private static long position(String token) {
        if (token == null) return -1;
        try {
            JsonNode node = JSON.readTree(token);
            while (node.has("currentToken")) node = node.path("currentToken");
            return node.has("index") ? node.path("index").asLong(-1) : node.path("globalIndex").asLong(-1);
        } catch (IOException e) {
            throw new IllegalStateException(token, e);
        }
    }

    /** Every processor's committed token has passed the last event, and stays there (evaluations append advice). */
    private static boolean caughtUp(PGSimpleDataSource ds, Duration timeout) throws Exception {
        int stable = 0;
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            long head = ProjectionSnapshot.events(ds) == 0 ? -1 : head(ds);
            boolean all = true;
            for (String[] row : tokenRows(ds)) all &= Long.parseLong(row[3]) >= head;
            stable = all ? stable + 1 : 0;
            if (stable >= 3) return true;
            Thread.sleep(500);
        }
        return false;
    }

    private static long head(PGSimpleDataSource ds) throws SQLException {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT max(global_index) FROM domain_event_entry")) {
            r.next();
            return r.getLong(1);
        }
    }

    /** The projections' tables and the findings, for comparing the live read models with a replay. */
    private static Map<String, List<Map<String, Object>>> snapshot(PGSimpleDataSource ds) throws SQLException {
        Map<String, List<Map<String, Object>>> tables = new HashMap<>(ProjectionSnapshot.of(ds));
        List<Map<String, Object>> findings = new ArrayList<>();
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT * FROM finding ORDER BY finding_id")) {
            while (r.next()) {
                Map<String, Object> row = new HashMap<>();
                for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) row.put(r.getMetaData().getColumnName(i), String.valueOf(r.getObject(i)));
                findings.add(row);
            }
        }
        tables.put("finding", findings);
        return tables;
    }

    /**
     * Each host's advice in order: a condition (host|rule|subject) issued again before it was
     * resolved was issued twice, e.g. by two instances evaluating one batch.
     */
    private static List<String> issuedWhileOpen(PGSimpleDataSource ds) throws Exception {
        List<String> twice = new ArrayList<>();
        Map<String, Set<String>> open = new HashMap<>();
        int issued = 0;
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT aggregate_identifier, sequence_number, payload_type, convert_from(payload, 'UTF8')"
                     + " FROM domain_event_entry WHERE aggregate_identifier LIKE 'advice:%' ORDER BY aggregate_identifier, sequence_number")) {
            while (r.next()) {
                String key = JSON.readTree(r.getString(4)).path("conditionKey").asText();
                Set<String> keys = open.computeIfAbsent(r.getString(1), k -> new HashSet<>());
                if (r.getString(3).endsWith("FindingIssuedEvent")) {
                    issued++;
                    if (!keys.add(key)) twice.add(r.getString(1) + "#" + r.getLong(2) + " " + key);
                } else if (r.getString(3).endsWith("FindingResolvedEvent")) {
                    keys.remove(key);
                }
            }
        }
        System.out.println("two instances: " + issued + " findings issued, " + twice.size() + " while already open");
        assertThat(issued).as("findings issued").isPositive();
        return twice;
    }

    private static boolean within(Duration timeout, Check check) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (check.holds()) return true;
            Thread.sleep(100);
        }
        return check.holds();
    }

    private interface Check {
        boolean holds() throws Exception;
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
