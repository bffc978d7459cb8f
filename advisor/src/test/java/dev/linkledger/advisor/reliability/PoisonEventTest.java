package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;

/**
 * Issue 12, defect 1: an event the topology projection cannot store (here a NUL byte, which
 * PostgreSQL refuses in any text column) used to be retried forever, so no host after it ever
 * appeared. The edge now refuses such input, but an event already in the store (recorded by an
 * older version) must not stop the read models: it goes to the dead-letter queue, other hosts
 * flow, health says DEGRADED and names the projection, and an admin can list and retry it.
 */
@QuarkusTest
@TestProfile(PoisonEventTest.OwnDatabase.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PoisonEventTest {
    private static final Instant AT = Instant.parse("2026-11-30T15:00:00Z");

    /** A service of its own: the dead letter this test leaves must not degrade other tests' health. */
    public static class OwnDatabase implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("linkledger.test.profile", "poison");
        }
    }

    @Inject
    AxonRuntime axon;

    @Test
    void parksAnEventTheProjectionCannotStoreAndKeepsProjectingOtherHosts() {
        String poisoned = "old-poisoned-host";
        axon.eventStore().publish(List.of(
                new GenericDomainEventMessage<>("Host", poisoned, 0,
                        new HostRegisteredEvent(poisoned, "old-1", AT, "bench\u0000name")),
                new GenericDomainEventMessage<>("Host", poisoned, 1,
                        new BusSeenEvent(poisoned, "old-1", AT, 3, null, null, 4, "xhci_hcd", null))));

        // A host recorded after the poison event appears: the projection moved past it.
        observe("healthy-after", desktop("healthy-after", "h-1", AT, null));
        await().atMost(Duration.ofSeconds(30)).untilAsserted(() ->
                given().get("/api/hosts/healthy-after").then().statusCode(200));

        await().atMost(Duration.ofSeconds(30)).untilAsserted(() ->
                given().get("/api/admin/dead-letters").then().statusCode(200)
                        .body("findAll { it.processingGroup == 'host-catch-up' }", hasSize(2))
                        .body("find { it.eventType == 'HostRegisteredEvent' }.sequence", equalTo(poisoned))
                        .body("find { it.eventType == 'HostRegisteredEvent' }.error", containsString("0x00")));
        given().get("/q/health/ready").then()
                .body("checks.find { it.name == 'projections' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'projections' }.data.state", equalTo("DEGRADED"))
                .body("checks.find { it.name == 'projections' }.data.keySet()", hasItem("host-catch-up"));

        // Still poison on retry: it stays queued, and the host behind it stays unprojected.
        given().post("/api/admin/dead-letters/retries").then().statusCode(200)
                .body("remaining.host-catch-up", equalTo(2));
        given().get("/api/hosts/" + poisoned).then().statusCode(404);
    }
}
