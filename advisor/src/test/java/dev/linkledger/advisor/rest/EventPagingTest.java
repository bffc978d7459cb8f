package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/** Event lists come a page at a time, following Link rel=next; an unknown device path is a 404. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class EventPagingTest {
    private static final String HOST = "paging-desk";

    @Test
    void followingNextLinksReturnsEveryEventOnceInOrder() {
        observe(HOST, desktop(HOST, "pg-1", Instant.parse("2026-11-30T17:00:00Z"), enclosure(5, 480)));
        List<Integer> all = given().get("/api/hosts/" + HOST + "/events").then().statusCode(200).extract().path("sequence");
        assertThat(all.size()).isGreaterThan(3);

        List<Integer> paged = new ArrayList<>();
        String next = "/api/hosts/" + HOST + "/events?limit=3";
        int pages = 0;
        while (next != null) {
            Response page = given().urlEncodingEnabled(false).get(next);
            page.then().statusCode(200);
            List<Integer> sequences = page.path("sequence");
            assertThat(sequences.size()).isBetween(1, 3);
            paged.addAll(sequences);
            String link = page.header("Link");
            next = link == null ? null : link.substring(link.indexOf('<') + 1, link.indexOf('>'));
            pages++;
        }
        assertThat(paged).isEqualTo(all);
        assertThat(pages).isEqualTo((all.size() + 2) / 3);
    }

    @Test
    void aLimitOutsideItsRangeIsRefusedByName() {
        given().get("/api/hosts/" + HOST + "/events?limit=0").then().statusCode(400)
                .contentType("application/problem+json").body("field", equalTo("limit"));
    }

    @Test
    void anUnknownDevicePathIsNotFound() {
        observe(HOST, desktop(HOST, "pg-1", Instant.parse("2026-11-30T17:00:00Z"), enclosure(5, 480)));
        given().get("/api/hosts/" + HOST + "/devices/3-2/events").then().statusCode(200);
        given().get("/api/hosts/" + HOST + "/devices/1-4.4/events").then().statusCode(404)
                .contentType("application/problem+json").body("field", equalTo("path"));
    }
}
