package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.UsbSpeed;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

/**
 * link-verdicts writes its rows as JDBC batches at a batch's commit: a row PostgreSQL refuses (a NUL
 * in a port name, from an event recorded by an older version) fails the whole batch, naming no
 * event. Poison isolation must still find the event (the rows are written after each event while
 * isolating), park it, and let the links of the same batch's other hosts be written.
 */
@QuarkusTest
@TestProfile(LinkVerdictsPoisonTest.OwnDatabase.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LinkVerdictsPoisonTest {
    private static final Instant AT = Instant.parse("2026-11-30T15:00:00Z");

    /** A service of its own: the dead letter this test leaves must not degrade other tests' health. */
    public static class OwnDatabase implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("linkledger.test.profile", "verdicts-poison");
        }
    }

    @Inject
    AxonRuntime axon;
    @Inject
    DataSource dataSource;

    @Test
    void parksTheRootPortLinkItCannotStoreAndWritesTheOtherLinksOfItsBatch() throws Exception {
        // The hosts are registered so that the topology projection takes the healthy links too: an
        // event it parked would be refused by every projection (PoisonIsolation keys poison by event).
        axon.eventStore().publish(List.of(
                registered("verdicts-before"), registered("verdicts-poisoned"), registered("verdicts-after"),
                connected("verdicts-before", 1, "usb3-port1"),
                connected("verdicts-poisoned", 1, "usb3-port1\u0000"),
                connected("verdicts-after", 1, "usb3-port2")));

        await().atMost(Duration.ofSeconds(30)).untilAsserted(() ->
                given().get("/api/admin/dead-letters").then().statusCode(200)
                        .body("findAll { it.processingGroup == 'link-verdicts' }", hasSize(1))
                        .body("find { it.processingGroup == 'link-verdicts' }.sequence", equalTo("verdicts-poisoned"))
                        .body("find { it.processingGroup == 'link-verdicts' }.eventType", equalTo("DeviceConnectedEvent"))
                        .body("find { it.processingGroup == 'link-verdicts' }.error", containsString("0x00")));
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() ->
                assertThat(links()).containsExactly("verdicts-after 3-1 usb3-port2", "verdicts-before 3-1 usb3-port1"));
    }

    private static GenericDomainEventMessage<HostRegisteredEvent> registered(String host) {
        return new GenericDomainEventMessage<>("Host", host, 0, new HostRegisteredEvent(host, "o-" + host, AT, host));
    }

    private static GenericDomainEventMessage<DeviceConnectedEvent> connected(String host, long sequence, String portId) {
        ObservedDevice device = new ObservedDevice("3-1", 3, 2, "usb3", portId, UsbSpeed.parse("5000"), null, null, "3.20",
                "0bda", "9210", null, "00", null, null, null, "enclosure", null, null, null, null, List.of(), null, 1, null);
        return new GenericDomainEventMessage<>("Host", host, sequence, new DeviceConnectedEvent(host, "o-" + host, AT, device));
    }

    private List<String> links() throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(
                "SELECT host_id, path, port_id FROM link_verdicts_link WHERE host_id LIKE 'verdicts-%' ORDER BY host_id");
             ResultSet r = s.executeQuery()) {
            while (r.next()) rows.add(r.getString(1) + " " + r.getString(2) + " " + r.getString(3));
        }
        return rows;
    }
}
