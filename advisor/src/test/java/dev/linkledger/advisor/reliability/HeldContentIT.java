package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.app.EmbeddedDatabase;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.Map;
import java.util.UUID;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two packaged services on one PostgreSQL (as {@link TwoInstancesIT} starts them), each answering a
 * probe's question (the digest of its scan, {@code GET /api/hosts/{id}/content} with If-None-Match)
 * from its memory: a change of the host's content written through one instance is not answered
 * "unchanged" by the other's copy, which hears the commit through PostgreSQL's NOTIFY. Without the
 * notification the other instance would answer 304 for the old content for ever, and this test would
 * wait out its bound and fail.
 *
 * <p>Runs in {@code integration-test}, after {@code package} built the jar (failsafe).
 */
class HeldContentIT {
    /** A bound for a notification's delivery on a loaded CI machine, not a figure: it is printed, BENCHMARKS.md has the figures. */
    private static final Duration HEARD_WITHIN = Duration.ofSeconds(10);

    @Test
    void aChangeWrittenThroughOneInstanceIsNotAnsweredUnchangedByTheOthersCopy() throws Exception {
        assertThat(PackagedService.JAR).as("run ./mvnw package first").exists();
        Path root = Path.of("target/held-content-it");
        deleteRecursively(root);
        Files.createDirectories(root);
        try (EmbeddedDatabase db = EmbeddedDatabase.start(root.resolve("pg"), EmbeddedDatabase.Durability.THROWAWAY)) {
            Map<String, String> external = Map.of("QUARKUS_DATASOURCE_JDBC_URL", db.jdbcUrl() + "?connectTimeout=30&loginTimeout=30",
                    "QUARKUS_DATASOURCE_USERNAME", db.username(), "QUARKUS_DATASOURCE_PASSWORD", db.password(),
                    "LINKLEDGER_DEMO_ENABLED", "false");
            String token = "held-content-admin-" + UUID.randomUUID();
            try (PackagedService a = new PackagedService(root.resolve("a"), token, external);
                 PackagedService b = new PackagedService(root.resolve("b"), token, external)) {
                a.start();
                b.start();
                String host = "held-content";
                Instant at = Instant.now().truncatedTo(ChronoUnit.MILLIS);

                String before = post(b, host, desktop(host, "c-1", at, enclosure(5, 480)));
                // A's first question reads the table and keeps the digest; the next ones are answered from memory.
                assertThat(ask(a, host, before)).isEqualTo(304);
                assertThat(ask(a, host, before)).isEqualTo(304);

                String after = post(b, host, desktop(host, "c-2", at.plusSeconds(1), null));
                assertThat(after).isNotEqualTo(before);
                long t0 = System.nanoTime();
                int answer = ask(a, host, before);
                while (answer == 304 && System.nanoTime() - t0 < HEARD_WITHIN.toNanos()) {
                    Thread.sleep(1);
                    answer = ask(a, host, before);
                }
                System.out.printf("held content: instance A stopped answering 304 for the replaced content %d µs after B's answer%n",
                        (System.nanoTime() - t0) / 1_000);
                assertThat(answer).as("A's answer for the content B replaced").isEqualTo(200);
                assertThat(ask(a, host, after)).as("A's answer for the content B wrote").isEqualTo(304);

                // And back through A: B's copy (filled by its own write's question) is dropped by A's commit.
                assertThat(ask(b, host, after)).isEqualTo(304);
                String third = post(a, host, desktop(host, "c-3", at.plusSeconds(2), enclosure(6, 5000)));
                long t1 = System.nanoTime();
                while (ask(b, host, after) == 304 && System.nanoTime() - t1 < HEARD_WITHIN.toNanos()) Thread.sleep(1);
                assertThat(ask(b, host, after)).as("B's answer for the content A replaced").isEqualTo(200);
                assertThat(ask(b, host, third)).isEqualTo(304);
                assertThat(ask(a, host, third)).as("the writing instance at once").isEqualTo(304);
            }
        }
    }

    /** A write's answer: its ETag, the digest of the content the host now holds. */
    private static String post(PackagedService service, String host, String body) throws IOException, InterruptedException {
        HttpResponse<String> answer = service.send(HttpRequest.newBuilder(service.uri("/api/hosts/" + host + "/observations"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        return answer.headers().firstValue("ETag").orElseThrow();
    }

    /** The probe's question: 304 when the instance says the host holds this content. */
    private static int ask(PackagedService service, String host, String etag) throws IOException, InterruptedException {
        return service.send(HttpRequest.newBuilder(service.uri("/api/hosts/" + host + "/content")).header("If-None-Match", etag).GET())
                .statusCode();
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
