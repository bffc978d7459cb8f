package dev.linkledger.advisor.web;

import dev.linkledger.advisor.support.AdminAuth;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.advisor.support.PushOnlyProfile;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pages' server-sent events over real HTTP: a change to a host's views arrives on its page's stream
 * and on the lab overview's, with the views' new version as its id; a stream opened with an older version
 * (the page was drawn before a change, or the browser resumes with Last-Event-ID) is told at once, one
 * opened with the current version is not. The profile turns the server's once-a-second look off: changes arrive
 * through the read models' commit hook alone.
 */
@QuarkusTest
@TestProfile(PushOnlyProfile.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LiveStreamTest {
    private static final Instant AT = Instant.parse("2026-11-30T12:00:00Z");

    @TestHTTPResource("/")
    URL base;

    /** The stream's events ("id name"), read on a thread of their own until the test ends. */
    private final class Events implements AutoCloseable {
        final BlockingQueue<String> events = new LinkedBlockingQueue<>();
        final int status;
        private final InputStream body;

        Events(String path, String lastEventId) throws Exception {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
                    .header("Accept", "text/event-stream").header("Authorization", "Bearer " + AdminAuth.ADMIN_TOKEN);
            if (lastEventId != null) request.header("Last-Event-ID", lastEventId);
            HttpResponse<InputStream> response = HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            status = response.statusCode();
            body = response.body();
            Thread reader = new Thread(this::read, "sse-reader");
            reader.setDaemon(true);
            reader.start();
        }

        private void read() {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
                String id = null, name = null;
                for (String line; (line = lines.readLine()) != null; ) {
                    if (line.startsWith("id:")) id = line.substring(3).strip();
                    else if (line.startsWith("event:")) name = line.substring(6).strip();
                    else if (line.isEmpty() && name != null) {
                        events.add(id + " " + name);
                        id = null;
                        name = null;
                    }
                }
            } catch (Exception e) {
                // the stream ends with the test
            }
        }

        String next(Duration within) throws InterruptedException {
            return events.poll(within.toMillis(), TimeUnit.MILLISECONDS);
        }

        @Override
        public void close() throws Exception {
            body.close();
        }
    }

    @Test
    void aProbesReportArrivesOnTheHostsStreamAndTheLabsWithTheNewVersion() throws Exception {
        String host = "sse-host";
        observe(host, desktop(host, host + "-1", AT, null));
        try (Events page = new Events("/lab/hosts/" + host + "/stream", null); Events lab = new Events("/lab/stream", null)) {
            assertThat(page.status).isEqualTo(200);
            // Opened without the version it was drawn at, a stream is told once to look; then nothing until a change.
            assertThat(page.next(Duration.ofSeconds(5))).endsWith(" changed");
            quiet(page);
            quiet(lab);

            observe(host, desktop(host, host + "-2", AT.plusSeconds(60), enclosure(4, 10000)));
            String event = page.next(Duration.ofSeconds(15));
            assertThat(event).matches("[0-9a-f]{16} changed");
            assertThat(lab.next(Duration.ofSeconds(15))).endsWith(" changed");
        }
    }

    /** Reads until the stream has been silent for 2.5 s (the host's findings may still follow its topology). */
    private static void quiet(Events events) throws InterruptedException {
        while (events.next(Duration.ofMillis(2500)) != null) {
            // drained
        }
    }

    @Test
    void aStreamResumedFromAnOlderEventIsToldAtOnceAndOneFromTheNewestIsNot() throws Exception {
        String host = "sse-resume";
        observe(host, desktop(host, host + "-1", AT, enclosure(4, 10000)));
        String newest;
        try (Events old = new Events("/lab/hosts/" + host + "/stream", "0")) {
            newest = old.next(Duration.ofSeconds(5));
            assertThat(newest).as("told at once").isNotNull().endsWith(" changed");
            // The host's views may still be settling (its findings follow its topology): read until they are quiet.
            for (String e; (e = old.next(Duration.ofSeconds(3))) != null; ) newest = e;
        }
        String version = newest.split(" ")[0];
        try (Events current = new Events("/lab/hosts/" + host + "/stream", version)) {
            assertThat(current.next(Duration.ofMillis(2500))).isNull();
        }
    }

    @Test
    void anUnknownHostHasNoStream() throws Exception {
        try (Events none = new Events("/lab/hosts/no-such-host/stream", null)) {
            assertThat(none.status).isEqualTo(404);
        }
    }
}
