package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.hasItem;

/** The README's promise: a fresh service shows seed 000's fallback on its demo host. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class DemoLabTest {

    @Test
    void freshServiceShowsTheDemoDesktopFallback() {
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() ->
                given().get("/api/hosts/demo-desktop/findings").then().statusCode(200)
                        .body("rule", hasItem("USB2_FALLBACK"))
                        .body("subject.path", hasItem("3-2")));
    }
}
