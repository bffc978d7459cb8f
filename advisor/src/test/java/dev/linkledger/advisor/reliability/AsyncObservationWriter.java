package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.AdminAuth;
import dev.linkledger.advisor.support.Lab;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writers posting observations the way the probe does ({@code Prefer: respond-async}), one host
 * each, every observation moving the enclosure between the connector's halves so that each one
 * appends events. Keeps every acknowledged (202) observation id with its appended event count,
 * and counts the answers by status.
 */
final class AsyncObservationWriter implements AutoCloseable {
    private static final Pattern APPENDED = Pattern.compile("\"appendedEvents\"\\s*:\\s*(\\d+)");

    private final URI base;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final List<Thread> threads = new ArrayList<>();
    private final Map<String, Integer> acknowledged = new ConcurrentHashMap<>();
    private final Map<Integer, Integer> statuses = new ConcurrentSkipListMap<>();
    private final java.util.concurrent.atomic.AtomicInteger unavailableWithoutRetryAfter = new java.util.concurrent.atomic.AtomicInteger();

    AsyncObservationWriter(URI base, String hostPrefix, int writers) {
        this.base = base;
        Instant start = Instant.now().minus(Duration.ofDays(1));
        for (int w = 0; w < writers; w++) {
            String host = hostPrefix + "-" + w;
            Thread t = new Thread(() -> write(host, start), "writer-" + host);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    private void write(String host, Instant start) {
        for (int n = 0; running.get(); n++) {
            String id = host + "-" + n;
            String body = Lab.desktop(host, id, start.plusMillis(n * 10L), Lab.enclosure(5, n % 2 == 0 ? 480 : 5000));
            HttpRequest request = HttpRequest.newBuilder(base.resolve("/api/hosts/" + host + "/observations"))
                    .timeout(Duration.ofSeconds(20))
                    .header("Content-Type", "application/json")
                    .header("Prefer", "respond-async")
                    .header("Authorization", AdminAuth.bearer(AdminAuth.ADMIN_TOKEN))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build();
            try {
                HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                statuses.merge(response.statusCode(), 1, Integer::sum);
                if (response.statusCode() == 202) {
                    Matcher m = APPENDED.matcher(response.body());
                    acknowledged.put(id, m.find() ? Integer.parseInt(m.group(1)) : -1);
                } else if (response.statusCode() >= 500) {
                    if (response.statusCode() == 503 && response.headers().firstValue("Retry-After").isEmpty())
                        unavailableWithoutRetryAfter.incrementAndGet();
                    Thread.sleep(50); // as a client would back off; keeps the log readable
                }
            } catch (java.io.IOException e) {
                statuses.merge(0, 1, Integer::sum); // no answer at all (timeout, reset)
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Observation id -> events its 202 said were appended. */
    Map<String, Integer> acknowledged() {
        return Map.copyOf(acknowledged);
    }

    /** HTTP status -> count; 0 counts requests that got no answer. */
    Map<Integer, Integer> statuses() {
        return Map.copyOf(statuses);
    }

    /** 503 answers that did not say when to retry. */
    int serviceUnavailableWithoutRetryAfter() {
        return unavailableWithoutRetryAfter.get();
    }

    @Override
    public void close() throws InterruptedException {
        running.set(false);
        for (Thread t : threads) t.join(Duration.ofSeconds(30).toMillis());
    }
}
