package dev.linkledger.probe.client;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationDigest;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.spool.DeliveryOutcome;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A re-scan whose content the service may hold is first asked about with its digest alone (a GET of
 * the host's content with If-None-Match, no body); the scan is sent only when the answer is not 304,
 * and a 304 counts as delivered. A scan whose content changed since the last accepted one is posted
 * at once. Against a service without the question (404 to it) a re-scan is posted with If-None-Match
 * as before, and its 412 counts as delivered. The stand-in answers as the service does: the ETag is
 * the content's digest, and a matching If-None-Match is answered without reading a body.
 */
class ConditionalRescanTest {
    /** Per request: method, If-None-Match (or "none"), and how many body bytes the stand-in received. */
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private HttpServer server;
    private String held;
    private boolean answersQuestions = true;

    @AfterEach
    void stop() {
        if (server != null) server.stop(0);
    }

    @Test
    void anUnchangedRescanSendsOnlyItsDigestAndAChangedOneIsPostedAtOnce() throws Exception {
        ObservationClient client = new ObservationClient(start(), null);
        Instant at = Instant.parse("2026-12-03T07:00:00Z");
        String tag = '"' + ObservationDigest.of(scan("x", at, 480)) + '"';

        var first = client.post(scan("s-1", at, 480));
        requests.add("--");
        var again = client.post(scan("s-2", at.plusSeconds(300), 480));
        requests.add("--");
        var changed = client.post(scan("s-3", at.plusSeconds(600), 5000));

        assertThat(first.status()).isEqualTo(202);
        assertThat(again.status()).isEqualTo(304);
        assertThat(again.ok()).isTrue();
        assertThat(DeliveryOutcome.ofStatus(again.status())).isEqualTo(DeliveryOutcome.DELIVERED);
        assertThat(changed.status()).isEqualTo(202);
        int body = scanBytes(scan("s-1", at, 480));
        assertThat(requests).containsExactly(
                // nothing accepted yet: asked (the service may hold it from before), not held, posted
                "GET " + tag + " 0", "POST none " + body, "--",
                // the same content: the digest alone, and no body at all
                "GET " + tag + " 0", "--",
                // changed since the last accepted content: posted without asking
                "POST none " + scanBytes(scan("s-3", at.plusSeconds(600), 5000)));
    }

    @Test
    void aServiceWithoutTheQuestionGetsTheRescanAsAConditionalPostAndItsAnswerCountsAsDelivered() throws Exception {
        answersQuestions = false;
        ObservationClient client = new ObservationClient(start(), null);
        Instant at = Instant.parse("2026-12-03T07:00:00Z");
        String tag = '"' + ObservationDigest.of(scan("x", at, 480)) + '"';

        client.post(scan("s-1", at, 480));
        requests.clear();
        var again = client.post(scan("s-2", at.plusSeconds(300), 480));

        assertThat(again.status()).isEqualTo(412);
        assertThat(DeliveryOutcome.ofStatus(again.status())).isEqualTo(DeliveryOutcome.DELIVERED);
        assertThat(requests).containsExactly("GET " + tag + " 0", "POST " + tag + " unread");
    }

    @Test
    void theDigestIgnoresWhichObservationItIsAndWhenAndTakesMissingListsAsEmpty() {
        Instant at = Instant.parse("2026-12-03T07:00:00Z");
        Observation a = scan("a", at, 480);
        Observation b = new Observation("b", null, at.plusSeconds(1), a.source(), a.buses(), a.controllers(), a.ports(),
                a.devices(), null, null, null, null, null);
        assertThat(ObservationDigest.of(b)).isEqualTo(ObservationDigest.of(a)).startsWith("sha256:").hasSize(71);
        assertThat(ObservationDigest.of(scan("a", at, 5000))).isNotEqualTo(ObservationDigest.of(a));
    }

    private static Observation scan(String id, Instant at, int busSpeed) {
        return new Observation(id, "lab-pc", at, "sysfs", List.of(new ObservedBus(3, UsbSpeed.parse(String.valueOf(busSpeed)), 1, 4,
                "xhci_hcd", null)), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of());
    }

    private static int scanBytes(Observation o) throws IOException {
        return ObservationJson.mapper().writeValueAsBytes(o).length;
    }

    private URI start() throws Exception {
        var json = ObservationJson.mapper();
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/hosts/", exchange -> {
            String condition = exchange.getRequestHeaders().getFirst("If-None-Match");
            String seen = exchange.getRequestMethod() + " " + (condition == null ? "none" : condition);
            boolean matches = condition != null && held != null && condition.equals('"' + held + '"');
            if (exchange.getRequestURI().getPath().endsWith("/content")) {
                requests.add(seen + " " + exchange.getRequestBody().readAllBytes().length);
                if (!answersQuestions || held == null) answer(exchange, 404, null);
                else answer(exchange, matches ? 304 : 200, held);
                return;
            }
            if (matches) {
                requests.add(seen + " unread");
                answer(exchange, 412, held);
                return;
            }
            byte[] body = exchange.getRequestBody().readAllBytes();
            requests.add(seen + " " + body.length);
            held = ObservationDigest.of(json.readValue(body, Observation.class));
            answer(exchange, 202, held);
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    private static void answer(HttpExchange exchange, int status, String digest) throws IOException {
        if (digest != null) exchange.getResponseHeaders().add("ETag", '"' + digest + '"');
        if (status == 202) {
            byte[] reply = "{}".getBytes();
            exchange.sendResponseHeaders(status, reply.length);
            exchange.getResponseBody().write(reply);
        } else {
            exchange.sendResponseHeaders(status, -1);
        }
        exchange.close();
    }
}
