package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class EnclosureApiTest {

    @Test
    void registersEnclosureByChipNameAndFindsItWhereItIsConnected() {
        observe("encl-desk", desktop("encl-desk", "e-1", Instant.parse("2026-11-30T14:00:00Z"), enclosure(5, 480)));
        String id = given().contentType("application/json").body("""
                {"label":"rootfs NVMe","bridge":"JMS583","medium":{"kind":"NVME","pcieGeneration":3,"pcieLanes":2},
                 "ratedMediumMBps":1600,"usb":{"vendorId":"152d","productId":"0583","serial":"0123456789ABCDEF"}}""")
                .post("/api/enclosures").then().statusCode(201)
                .body("bridgeVidPid", equalTo("152d:0583")).body("bridgeUpstream", equalTo("GEN2"))
                .body("warnings", org.hamcrest.Matchers.empty())
                .extract().path("id");
        given().get("/api/enclosures/" + id).then().statusCode(200)
                .body("medium.kind", equalTo("NVME")).body("medium.pcieLanes", equalTo(2))
                .body("connected.find { it.hostId == 'encl-desk' }.speedMbps", equalTo(480));
        given().get("/api/enclosures").then().statusCode(200).body("id", hasItem(id));
    }

    @Test
    void rejectsUnknownMediumKindNamingTheField() {
        given().contentType("application/json").body("{\"label\":\"x\",\"bridge\":\"JMS578\",\"medium\":{\"kind\":\"SCSI\"}}")
                .post("/api/enclosures").then().statusCode(400).contentType("application/problem+json")
                .body("field", equalTo("medium.kind"));
        given().contentType("application/json").body("{\"label\":\"x\",\"bridge\":\"JMS578\",\"medium\":{\"kind\":\"SD\"}}")
                .post("/api/enclosures").then().statusCode(400).body("field", equalTo("medium.sdClass"));
        given().get("/api/enclosures/none").then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void acceptsABridgeTheCatalogDoesNotKnowWithAWarningNamingIt() {
        given().contentType("application/json")
                .body("{\"label\":\"mystery box\",\"bridge\":\"XYZ9000\",\"medium\":{\"kind\":\"SATA\"}}")
                .post("/api/enclosures").then().statusCode(201)
                .body("bridgeUpstream", org.hamcrest.Matchers.nullValue())
                .body("warnings[0]", org.hamcrest.Matchers.containsString("bridge 'XYZ9000' is not in the device catalog"));
    }
}
