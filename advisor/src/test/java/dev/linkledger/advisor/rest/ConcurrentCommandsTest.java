package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** Many people labelling one host's ports at once: every command lands, none is lost or answered 5xx. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ConcurrentCommandsTest {

    @Test
    void concurrentCommandsOnOneHostAllLandInTheHistory() throws Exception {
        String host = "busy-desk";
        observe(host, desktop(host, "c-1", Instant.parse("2026-11-30T17:00:00Z"), null));
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                String label = "label " + i;
                String port = i % 2 == 0 ? "usb3-port2" : "usb4-port2";
                answers.add(pool.submit(() -> given().contentType("application/json")
                        .body("{\"labels\":[\"" + label + "\"]}")
                        .put("/api/hosts/" + host + "/ports/" + port + "/labels").statusCode()));
            }
            for (Future<Integer> answer : answers) assertThat(answer.get()).isEqualTo(200);
        } finally {
            pool.shutdownNow();
        }
        List<String> types = given().get("/api/hosts/" + host + "/events").then().statusCode(200)
                .extract().path("type");
        assertThat(types.stream().filter("PortLabelledEvent"::equals).count()).isEqualTo(16);
    }
}
