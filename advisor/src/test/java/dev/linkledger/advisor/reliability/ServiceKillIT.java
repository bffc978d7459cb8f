package dev.linkledger.advisor.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * kill -9 of the packaged service while a probe-like writer posts with {@code Prefer: respond-async},
 * then a restart on the same data directory: every observation answered 202 with events appended
 * is in the host's history (a 202 promises "committed, never lost"), and a replay of the store
 * gives the same topology and host list as the live projections.
 *
 * <p>Runs in {@code integration-test}, after {@code package} built the jar (failsafe).
 */
class ServiceKillIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HOST = "kill-desk";
    /** Acknowledged observations before the kill: enough to be mid-stream, few enough for CI. */
    private static final int ACKNOWLEDGED_BEFORE_KILL = Integer.getInteger("linkledger.kill.acknowledged", 300);

    @Test
    void killNineMidIngestLosesNoAcknowledgedObservationAndAReplayEqualsTheLiveProjections() throws Exception {
        assertThat(PackagedService.JAR).as("run ./mvnw package first").exists();
        Path data = Path.of("target/service-kill-it");
        deleteRecursively(data);
        Files.createDirectories(data);
        try (PackagedService service = new PackagedService(data, "kill-it-admin-" + UUID.randomUUID())) {
            service.start();
            Set<String> acknowledged = ConcurrentHashMap.newKeySet();
            AtomicInteger failedAfterKill = new AtomicInteger();
            AtomicBoolean killed = new AtomicBoolean();
            Thread writer = new Thread(() -> {
                for (int n = 0; !Thread.currentThread().isInterrupted(); n++) {
                    String id = "kill-" + n;
                    String body = desktop(HOST, id, Instant.now().truncatedTo(ChronoUnit.MILLIS), n % 2 == 0 ? enclosure(5, 480) : null);
                    try {
                        HttpResponse<String> answer = service.send(HttpRequest.newBuilder(service.uri("/api/hosts/" + HOST + "/observations"))
                                .header("Content-Type", "application/json").header("Prefer", "respond-async")
                                .POST(HttpRequest.BodyPublishers.ofString(body)));
                        if (answer.statusCode() == 202 && JSON.readTree(answer.body()).path("appendedEvents").asInt() > 0) acknowledged.add(id);
                        else if (!killed.get()) throw new AssertionError(answer.statusCode() + " " + answer.body());
                    } catch (IOException e) {
                        if (!killed.get()) throw new AssertionError("writer failed before the kill", e);
                        if (failedAfterKill.incrementAndGet() >= 3) return;
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "kill-it-writer");
            writer.start();
            while (acknowledged.size() < ACKNOWLEDGED_BEFORE_KILL && writer.isAlive()) Thread.sleep(5);
            assertThat(writer.isAlive()).as("the writer is still posting when the service is killed").isTrue();
            killed.set(true);
            service.kill();
            writer.join(60_000);
            int answered = acknowledged.size();

            assertThat(service.postmasterGoneWithin(Duration.ofSeconds(15)))
                    .as("the embedded PostgreSQL stops with the killed service").isTrue();
            System.out.println("service kill: " + answered + " observations acknowledged (202) before kill -9; its PostgreSQL stopped with it");
            service.start();

            Set<String> stored = new HashSet<>();
            JsonNode events = JSON.readTree(get(service, "/api/hosts/" + HOST + "/events"));
            events.forEach(e -> stored.add(e.path("payload").path("observationId").asText()));
            Set<String> lost = new HashSet<>(acknowledged);
            lost.removeAll(stored);
            System.out.println("service kill: acknowledged " + answered + ", found after restart " + (answered - lost.size())
                    + ", lost " + lost.size() + ", events stored " + events.size());
            assertThat(lost).as("acknowledged observations missing after restart").isEmpty();
            // No command has reached the restarted service: the hosts in memory are the ones it warmed.
            int hosts = JSON.readTree(get(service, "/api/hosts")).size();
            assertThat(hostsInMemoryWithin(service, hosts, Duration.ofSeconds(30)))
                    .as("every host's aggregate warmed after the restart (%d hosts, fewer than linkledger.warm-hosts)", hosts)
                    .isGreaterThanOrEqualTo(hosts);

            // The restarted service reclaims the killed one's segments and catches up: compare only then.
            assertThat(projectionsCaughtUp(service, Duration.ofSeconds(90))).as("projections caught up after the restart").isTrue();
            List<String> views = List.of("/api/hosts", "/api/hosts/" + HOST + "/topology");
            List<JsonNode> live = views.stream().map(v -> read(service, v)).toList();
            HttpResponse<String> replay = service.send(HttpRequest.newBuilder(service.uri("/api/admin/replays"))
                    .POST(HttpRequest.BodyPublishers.noBody()));
            assertThat(replay.statusCode()).as(replay.body()).isEqualTo(200);
            assertThat(JSON.readTree(replay.body()).path("caughtUp").asBoolean()).as(replay.body()).isTrue();
            List<JsonNode> rebuilt = views.stream().map(v -> read(service, v)).toList();
            for (int i = 0; i < views.size(); i++) assertThat(rebuilt.get(i)).as(views.get(i)).isEqualTo(live.get(i));
            assertThat(JSON.readTree(get(service, "/api/hosts/" + HOST + "/events")).size()).as("events after replay").isEqualTo(events.size());
        }
    }

    /** linkledger_aggregates_in_memory{type="Host"} once it reaches {@code expected}, or its last value at the timeout. */
    private static int hostsInMemoryWithin(PackagedService service, int expected, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        int held = 0;
        while (System.nanoTime() < deadline && held < expected) {
            try {
                String metrics = service.send(HttpRequest.newBuilder(service.uri("/q/metrics")).GET()).body();
                held = metrics.lines().filter(l -> l.startsWith("linkledger_aggregates_in_memory{") && l.contains("type=\"Host\""))
                        .mapToInt(l -> (int) Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).findFirst().orElse(0);
            } catch (IOException e) {
                // not answering yet
            }
            if (held < expected) Thread.sleep(200);
        }
        return held;
    }

    /** Every processor's lag (linkledger_projection_lag_events at /q/metrics) is 0. */
    private static boolean projectionsCaughtUp(PackagedService service, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                String metrics = service.send(HttpRequest.newBuilder(service.uri("/q/metrics")).GET()).body();
                List<String> lags = metrics.lines().filter(l -> l.startsWith("linkledger_projection_lag_events{")).toList();
                if (!lags.isEmpty() && lags.stream().allMatch(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)) == 0))
                    return true;
            } catch (IOException e) {
                // not answering yet
            }
            Thread.sleep(200);
        }
        return false;
    }

    private static JsonNode read(PackagedService service, String path) {
        try {
            return JSON.readTree(get(service, path));
        } catch (Exception e) {
            throw new IllegalStateException(path, e);
        }
    }

    private static String get(PackagedService service, String path) throws IOException, InterruptedException {
        HttpResponse<String> answer = service.send(HttpRequest.newBuilder(service.uri(path)).GET());
        assertThat(answer.statusCode()).as(path + ": " + answer.body()).isEqualTo(200);
        return answer.body();
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
