package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.probe.usb.UsbSpeed;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * A probe's periodic re-scan sends the content it sent before under a new id. The host answers it
 * from the content it last accepted unchanged (Host's in-memory shortcut) and must still check what
 * the shortcut does not cover, and must not answer from a copy older than the store.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class RepeatedObservationTest {
    @Inject
    AxonRuntime axon;

    @Test
    void aRescanOfAcceptedContentAppendsNothingYetItsHeaderAndSpeedsAreStillChecked() {
        String host = "rescan-1";
        post(host, ObservationApiTest.observation(host, "r-1", "480")).statusCode(200).body("appendedEvents", equalTo(6));
        post(host, ObservationApiTest.observation(host, "r-2", "480")).statusCode(200).body("appendedEvents", equalTo(0));
        post(host, ObservationApiTest.observation(host, "r-3", "480")).statusCode(200).body("appendedEvents", equalTo(0));

        post(host, ObservationApiTest.observation(host, " ", "480")).statusCode(400)
                .body("detail", containsString("observationId"));
        post(host, ObservationApiTest.observation(host, "r-4\u0001", "480")).statusCode(400)
                .body("detail", containsString("observationId"));
        // One character more in the content: not the accepted content, so it is checked in full.
        post(host, ObservationApiTest.observation(host, "r-5", "480").replace("\"xhci_hcd\"", "\"xhci_hcd\\u0007\""))
                .statusCode(400).body("detail", containsString("buses[0].driver"));

        given().get("/api/hosts/" + host + "/events").then().statusCode(200).body("size()", equalTo(6));
    }

    @Test
    void aRescanAfterAnotherInstanceChangedTheHostIsComparedWithWhatTheStoreHolds() {
        String host = "rescan-2";
        post(host, ObservationApiTest.observation(host, "s-1", "480")).statusCode(200).body("appendedEvents", equalTo(6));
        post(host, ObservationApiTest.observation(host, "s-2", "480")).statusCode(200).body("appendedEvents", equalTo(0));

        // "The other instance" saw the link at 10000 and appended that behind this instance's cached Host.
        axon.eventStore().publish(new GenericDomainEventMessage<>("Host", host, 6,
                new LinkSpeedChangedEvent(host, "other-1", Instant.parse("2026-11-30T10:00:00Z"), "3-2", 5,
                        UsbSpeed.parse("480"), UsbSpeed.parse("10000"), 1, 1)));

        // The probe here still sees 480: that is a change against the store, whatever the cached copy says.
        post(host, ObservationApiTest.observation(host, "s-3", "480")).statusCode(200).body("appendedEvents", equalTo(1));
        given().get("/api/hosts/" + host + "/events").then().statusCode(200)
                .body("size()", equalTo(8))
                .body("type[7]", equalTo("LinkSpeedChangedEvent"));
    }

    private static io.restassured.response.ValidatableResponse post(String host, String body) {
        return given().contentType("application/json").body(body)
                .post("/api/hosts/" + host + "/observations").then();
    }
}
