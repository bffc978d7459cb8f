package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static dev.linkledger.advisor.rest.ImportsApiTest.paste;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

/** A paste of boltctl alone: its routers reach the topology and USB4_LINK_DEGRADED judges their links. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class BoltctlImportApiTest {

    @Test
    void aThunderbolt3EnclosureAtTwoLanesOfTenIsWarnedAndItsTwinAtFullRateIsNot() throws IOException {
        given().contentType("text/plain").body(paste("cheney-two-razer-cores-ascii.boltctl.txt"))
                .when().post("/api/hosts/bolt-two-cores/imports")
                .then().statusCode(200);

        given().get("/api/hosts/bolt-two-cores/topology").then().statusCode(200)
                .body("thunderbolt", hasSize(2))
                .body("thunderbolt.find { it.name == '000429b5-f8dc-2701-ffff-ffffffffffff' }.rxLanes", equalTo(2))
                .body("thunderbolt.find { it.name == '000429b5-f8dc-2701-ffff-ffffffffffff' }.rxLaneGbps", equalTo(10.0f))
                .body("thunderbolt.find { it.name == '00024978-2f5f-2701-ffff-ffffffffffff' }.generation", equalTo(3))
                .body("thunderbolt.find { it.name == '00024978-2f5f-2701-ffff-ffffffffffff' }.status", equalTo("authorized"));
        given().get("/api/hosts/bolt-two-cores/findings").then().statusCode(200)
                .body("findAll { it.rule == 'USB4_LINK_DEGRADED' }", hasSize(1))
                .body("find { it.rule == 'USB4_LINK_DEGRADED' }.subject.kind", equalTo("thunderbolt"))
                .body("find { it.rule == 'USB4_LINK_DEGRADED' }.subject.path", equalTo("000429b5-f8dc-2701-ffff-ffffffffffff"))
                .body("find { it.rule == 'USB4_LINK_DEGRADED' }.severity", equalTo("warning"))
                .body("find { it.rule == 'USB4_LINK_DEGRADED' }.confidence", equalTo("likely"))
                .body("find { it.rule == 'USB4_LINK_DEGRADED' }.toConfirm", containsString("boltctl list -a"))
                .body("find { it.rule == 'USB4_LINK_DEGRADED' }.evidence[0].events[0].type", equalTo("Usb4LinkSeenEvent"));
    }

    @Test
    void aRazerCoreAtFortyGbpsGetsNoFindingAndALaterPasteWithoutItRemovesIt() throws IOException {
        given().contentType("text/plain").body(paste("hardinfo-649-razer-core.boltctl.txt"))
                .when().post("/api/hosts/bolt-healthy/imports?format=boltctl")
                .then().statusCode(200);
        given().get("/api/hosts/bolt-healthy/topology").then().statusCode(200)
                .body("thunderbolt[0].name", equalTo("c0030000-00a2-8508-2219-f4d4d2c1a918"))
                .body("thunderbolt[0].rxLaneGbps", equalTo(20.0f));
        given().get("/api/hosts/bolt-healthy/findings").then().statusCode(200).body("$", empty());

        given().contentType("text/plain").body("/:  Bus 01.Port 1: Dev 1, Class=root_hub, Driver=xhci_hcd/2p, 480M\n")
                .when().post("/api/hosts/bolt-healthy/imports").then().statusCode(200);
        given().get("/api/hosts/bolt-healthy/topology").then().statusCode(200).body("thunderbolt", empty());
    }
}
