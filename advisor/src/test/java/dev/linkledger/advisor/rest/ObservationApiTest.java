package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
public class ObservationApiTest {

    public static String observation(String host, String observationId, String speed) {
        return """
                {"observationId":"%s","hostId":"%s","observedAt":"2026-11-30T10:00:00Z","source":"sysfs",
                 "buses":[{"bus":3,"speedMbps":480,"ports":4,"driver":"xhci_hcd","controller":"0000:03:00.4"},
                          {"bus":4,"speedMbps":10000,"ports":2,"driver":"xhci_hcd","controller":"0000:03:00.4"}],
                 "controllers":[{"id":"0000:03:00.4","pciAddress":"0000:03:00.4","vendorId":"1022","deviceId":"149c",
                                 "pciClass":"0c0330","buses":[3,4],"inferred":false}],
                 "ports":[{"id":"usb3-port2","bus":3,"hubPath":"usb3","number":2,"peer":"usb4-port2"}],
                 "devices":[{"path":"3-2","bus":3,"devnum":5,"parentPath":"usb3","portId":"usb3-port2",
                             "speedMbps":%s,"bcdUsb":"2.10","vendorId":"152d","productId":"0583","deviceClass":"00",
                             "capability":{"maxSpeedMbps":10000,"lanes":1,"source":"bos"},
                             "interfaces":[{"number":0,"interfaceClass":"08","interfaceSubClass":"06",
                                            "interfaceProtocol":"62","driver":"uas"}]}]}
                """.formatted(observationId, host, speed);
    }

    /**
     * The observation the Foundation issue names as the minimum: controllers by {@code pciAddress}
     * alone, devices by path without {@code bus}, {@code parentPath} or {@code portId}.
     */
    static String minimalObservation(String host, String observationId, String observedAt, String devices) {
        return """
                {"observationId":"%s","hostId":"%s","observedAt":"%s","source":"sysfs",
                 "buses":[{"bus":3,"speedMbps":480,"ports":4,"controller":"0000:03:00.4"},
                          {"bus":4,"speedMbps":10000,"ports":2,"controller":"0000:03:00.4"}],
                 "controllers":[{"pciAddress":"0000:03:00.4","buses":[3,4]}],
                 "ports":[{"id":"usb3-port2","bus":3,"hubPath":"usb3","number":2,"peer":"usb4-port2"},
                          {"id":"usb4-port2","bus":4,"hubPath":"usb4","number":2,"peer":"usb3-port2"}],
                 "devices":[%s]}
                """.formatted(observationId, host, observedAt, devices);
    }

    /**
     * A write's answer holds its views and findings at once: nothing to wait for. A re-scan of the
     * same content sent with the answer's ETag is a 412 that records nothing, even with a body that
     * could not be read (it is not read); once the host holds other content, the old tag no longer
     * matches and the body is read (and refused here).
     */
    @Test
    void answersWithItsFindingsCommittedAndARescanOfTheSameContentFromItsEtagWithoutReadingIt() {
        String host = "obs-api-etag";
        String etag = given().contentType("application/json").body(observation(host, "e-1", "480"))
                .post("/api/hosts/" + host + "/observations").then().statusCode(200).extract().header("ETag");
        given().get("/api/hosts/" + host + "/findings").then().statusCode(200).body("rule", hasItem("USB2_FALLBACK"));
        given().get("/api/hosts/" + host + "/topology").then().statusCode(200)
                .body("controllers[0].buses.find { it.bus == 3 }.devices[0].path", equalTo("3-2"));
        int events = given().get("/api/hosts/" + host + "/events").then().extract().path("size()");

        given().contentType("application/json").header("If-None-Match", etag).body("{ not even JSON")
                .post("/api/hosts/" + host + "/observations").then().statusCode(412).header("ETag", etag);
        given().contentType("application/json").header("If-None-Match", etag)
                .body(observation(host, "e-2", "480").replace("2026-11-30T10:00:00Z", "2026-11-30T10:05:00Z"))
                .post("/api/hosts/" + host + "/observations").then().statusCode(412);
        given().get("/api/hosts/" + host + "/events").then().body("size()", equalTo(events));

        // New content goes without the tag (the probe sends it only with content of that digest).
        String changed = given().contentType("application/json")
                .body(observation(host, "e-3", "5000").replace("2026-11-30T10:00:00Z", "2026-11-30T10:10:00Z"))
                .post("/api/hosts/" + host + "/observations").then().statusCode(200).extract().header("ETag");
        org.assertj.core.api.Assertions.assertThat(changed).isNotEqualTo(etag);
        given().contentType("application/json").header("If-None-Match", etag).body("{ not even JSON")
                .post("/api/hosts/" + host + "/observations").then().statusCode(400);
    }

    /**
     * A probe's question before it sends a scan (GET or HEAD of the host's content with the scan's digest as
     * If-None-Match): 404 while the host holds no content, 304 for the content it holds, and, at once after a
     * write that changed it on this instance, a 200 naming the new digest for the old one. Asking records nothing.
     */
    @Test
    void theProbesQuestionIsAnsweredWithTheDigestOfTheContentTheHostHolds() {
        String host = "obs-api-question";
        String content = "/api/hosts/" + host + "/content";
        given().header("If-None-Match", "\"sha256:00\"").get(content).then().statusCode(404);
        String etag = given().contentType("application/json").body(observation(host, "q-1", "480"))
                .post("/api/hosts/" + host + "/observations").then().statusCode(200).extract().header("ETag");
        int events = given().get("/api/hosts/" + host + "/events").then().extract().path("size()");

        given().header("If-None-Match", etag).get(content).then().statusCode(304).header("ETag", etag);
        given().header("If-None-Match", etag).head(content).then().statusCode(304).header("ETag", etag);
        given().header("If-None-Match", "W/" + etag).get(content).then().statusCode(304);
        given().get(content).then().statusCode(200).header("ETag", etag).body("digest", equalTo(etag.replace("\"", "")));
        given().get("/api/hosts/" + host + "/events").then().body("size()", equalTo(events));

        String changed = given().contentType("application/json")
                .body(observation(host, "q-2", "5000").replace("2026-11-30T10:00:00Z", "2026-11-30T10:05:00Z"))
                .post("/api/hosts/" + host + "/observations").then().statusCode(200).extract().header("ETag");
        org.assertj.core.api.Assertions.assertThat(changed).isNotEqualTo(etag);
        given().header("If-None-Match", etag).get(content).then().statusCode(200).header("ETag", changed);
        given().header("If-None-Match", changed).get(content).then().statusCode(304);
    }

    @Test
    void acceptsControllersByPciAddressAndDevicesWithoutPortIdsAndJudgesTheCableOnTheirPort() {
        String host = "obs-api-minimal";
        given().contentType("application/json").body(minimalObservation(host, "m-1", "2026-11-30T10:00:00Z", ""))
                .when().post("/api/hosts/" + host + "/observations")
                .then().statusCode(200);
        String cable = dev.linkledger.advisor.support.Lab.registerCable("minimal-client cable", "unknown");
        dev.linkledger.advisor.support.Lab.attach(cable, host, "usb4-port2");

        String enclosure = """
                {"path":"3-2","devnum":5,"speedMbps":480,"vendorId":"152d","productId":"0583",
                 "capability":{"maxSpeedMbps":10000,"lanes":1,"source":"bos"}}""";
        given().contentType("application/json").body(minimalObservation(host, "m-2", "2026-11-30T10:01:00Z", enclosure))
                .when().post("/api/hosts/" + host + "/observations")
                .then().statusCode(200);

        given().get("/api/hosts/" + host + "/topology").then().statusCode(200)
                .body("controllers[0].id", equalTo("0000:03:00.4"))
                .body("controllers[0].buses[0].devices[0].path", equalTo("3-2"))
                .body("controllers[0].buses[0].devices[0].portId", equalTo("usb3-port2"));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                given().get("/api/cables/" + cable).then().statusCode(200)
                        .body("capability", equalTo("unverified"))
                        .body("suspicions[0].portIds", equalTo(List.of("usb3-port2", "usb4-port2")))
                        .body("tests[0].summary", startsWith("came up at 480 on " + host + " usb3-port2"))
                        .body("tests[0].evidence.portId", equalTo("usb3-port2")));
    }

    @Test
    void recordsObservationAndShowsItInTheTopology() {
        given().contentType("application/json").body(observation("obs-api-1", "o-1", "480"))
                .when().post("/api/hosts/obs-api-1/observations")
                .then().statusCode(200).body("appendedEvents", equalTo(6));

        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                given().when().get("/api/hosts/obs-api-1/topology")
                        .then().statusCode(200)
                        .body("controllers[0].buses[0].devices[0].path", equalTo("3-2"))
                        .body("controllers[0].buses[0].devices[0].speedMbps", equalTo(480))
                        .body("ports.id", hasItem("usb3-port2")));
    }

    @Test
    void theSameObservationAgainAppendsNothing() {
        String body = observation("obs-api-2", "o-2", "480");
        given().contentType("application/json").body(body).post("/api/hosts/obs-api-2/observations")
                .then().statusCode(200);
        given().contentType("application/json").body(body).post("/api/hosts/obs-api-2/observations")
                .then().statusCode(200).body("appendedEvents", equalTo(0));
    }

    @Test
    void respondAsyncAnswersOnceCommittedAndTheReadModelsFollow() {
        given().contentType("application/json").header("Prefer", "return=minimal, respond-async")
                .body(observation("obs-api-5", "o-5", "480"))
                .when().post("/api/hosts/obs-api-5/observations")
                .then().statusCode(202).header("Preference-Applied", "respond-async")
                .body("appendedEvents", equalTo(6));
        // Committed before the answer: the host's history (read from the event store) has them now.
        given().get("/api/hosts/obs-api-5/events").then().statusCode(200).body("size()", equalTo(6));
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() ->
                given().get("/api/hosts/obs-api-5/topology").then().statusCode(200)
                        .body("controllers[0].buses[0].devices[0].path", equalTo("3-2")));
    }

    @Test
    void withoutThePreferenceTheAnswerWaitsForTheReadModels() {
        given().contentType("application/json").header("Prefer", "return=minimal")
                .body(observation("obs-api-6", "o-6", "480"))
                .when().post("/api/hosts/obs-api-6/observations")
                .then().statusCode(200).header("Preference-Applied", org.hamcrest.Matchers.nullValue());
        given().get("/api/hosts/obs-api-6/topology").then().statusCode(200)
                .body("controllers[0].buses[0].devices[0].speedMbps", equalTo(480));
    }

    @Test
    void rejectsMalformedJsonWithProblemDetails() {
        given().contentType("application/json").body("{\"observationId\": ")
                .when().post("/api/hosts/obs-api-3/observations")
                .then().statusCode(400).contentType("application/problem+json")
                .body("status", equalTo(400));
    }

    @Test
    void rejectsHostIdWithPathTraversal() {
        given().contentType("application/json").body(observation("x", "o-4", "480"))
                .when().post("/api/hosts/..%2Fetc/observations")
                .then().statusCode(org.hamcrest.Matchers.anyOf(equalTo(400), equalTo(404)));
    }
}
