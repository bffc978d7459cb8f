package dev.linkledger.probe.client;

import com.sun.net.httpserver.HttpServer;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationDigest;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.spool.DeliveryOutcome;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A re-scan whose content the service already holds is sent with the ETag of the service's last
 * answer as If-None-Match, and the 412 it gets counts as delivered; a scan whose content changed
 * goes without it. The stand-in answers as the service does: the ETag is the content's digest, and
 * a matching If-None-Match is answered before the body is read.
 */
class ConditionalRescanTest {
    private final List<String> conditions = new CopyOnWriteArrayList<>();
    private final List<Boolean> bodiesRead = new CopyOnWriteArrayList<>();
    private HttpServer server;
    private String held;

    @AfterEach
    void stop() {
        if (server != null) server.stop(0);
    }

    @Test
    void aRescanOfTheSameContentIsSentConditionallyAndItsAnswerCountsAsDelivered() throws Exception {
        URI base = start();
        ObservationClient client = new ObservationClient(base, null);
        Instant at = Instant.parse("2026-12-03T07:00:00Z");

        var first = client.post(scan("s-1", at, 480));
        var again = client.post(scan("s-2", at.plusSeconds(300), 480));
        var changed = client.post(scan("s-3", at.plusSeconds(600), 5000));

        assertThat(first.status()).isEqualTo(202);
        assertThat(again.status()).isEqualTo(412);
        assertThat(again.ok()).isTrue();
        assertThat(DeliveryOutcome.ofStatus(again.status())).isEqualTo(DeliveryOutcome.DELIVERED);
        assertThat(changed.status()).isEqualTo(202);
        assertThat(conditions).containsExactly("none", '"' + ObservationDigest.of(scan("x", at, 480)) + '"', "none");
        assertThat(bodiesRead).containsExactly(true, false, true);
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

    private URI start() throws Exception {
        var json = ObservationJson.mapper();
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/hosts/", exchange -> {
            String condition = exchange.getRequestHeaders().getFirst("If-None-Match");
            conditions.add(condition == null ? "none" : condition);
            if (condition != null && held != null && condition.equals('"' + held + '"')) {
                bodiesRead.add(false);
                exchange.getResponseHeaders().add("ETag", condition);
                exchange.sendResponseHeaders(412, -1);
                exchange.close();
                return;
            }
            bodiesRead.add(true);
            held = ObservationDigest.of(json.readValue(exchange.getRequestBody(), Observation.class));
            exchange.getResponseHeaders().add("ETag", '"' + held + '"');
            byte[] reply = "{}".getBytes();
            exchange.sendResponseHeaders(202, reply.length);
            exchange.getResponseBody().write(reply);
            exchange.close();
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }
}
