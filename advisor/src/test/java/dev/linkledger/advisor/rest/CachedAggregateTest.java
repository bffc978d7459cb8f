package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * The service keeps loaded aggregates in memory. Another service instance on the same database
 * appends behind that copy's back; the next command must still land, after the events it missed.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CachedAggregateTest {
    @Inject
    AxonRuntime axon;

    @Test
    void anEventAppendedByAnotherInstanceIsNotOverwrittenByTheCachedCopy() {
        String host = "cached-1";
        given().contentType("application/json").body(ObservationApiTest.observation(host, "c-1", "480"))
                .post("/api/hosts/" + host + "/observations").then().statusCode(200).body("appendedEvents", equalTo(6));

        // "The other instance": straight into the event store, at the sequence the cached Host expects to use next.
        axon.eventStore().publish(new GenericDomainEventMessage<>("Host", host, 6,
                new PortLabelledEvent(host, List.of("usb3-port2", "usb4-port2"), List.of("front USB-C"))));

        given().contentType("application/json").body(ObservationApiTest.observation(host, "c-2", "10000"))
                .post("/api/hosts/" + host + "/observations").then().statusCode(200).body("appendedEvents", equalTo(1));

        given().get("/api/hosts/" + host + "/events").then().statusCode(200)
                .body("size()", equalTo(8))
                .body("sequence[6..7]", contains(6, 7))
                .body("type[6..7]", contains("PortLabelledEvent", "LinkSpeedChangedEvent"));
        given().get("/api/hosts/" + host + "/topology").then().statusCode(200)
                .body("controllers[0].buses[0].devices[0].speedMbps", equalTo(10000))
                .body("ports.find { it.id == 'usb3-port2' }.labels", hasItem("front USB-C"));
    }
}
