package dev.linkledger.advisor.web;

import dev.linkledger.advisor.support.AdminAuth;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.net.URL;

import static dev.linkledger.advisor.support.AdminAuth.anonymous;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;

/** With anonymous reads off (a service open to the network), the page reads only with a token. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SignInPageTest {
    @TestHTTPResource("/")
    URL base;

    @Test
    void aBrowserWithoutATokenGetsA401PageAskingForOneWhileHtmxAndTheApiGetProblemJson() {
        anonymous().accept("text/html").get("/").then().statusCode(401)
                .contentType(startsWith("text/html")).body(containsString("This service needs a token to read"));
        anonymous().header("HX-Request", "true").get("/lab/cables").then().statusCode(401)
                .contentType("application/problem+json");
        anonymous().get("/api/hosts").then().statusCode(401).contentType("application/problem+json");
        anonymous().contentType("application/x-www-form-urlencoded").formParam("label", "x").formParam("connectors", "C-C")
                .post("/lab/cables").then().statusCode(401).contentType("application/problem+json");
    }

    @Test
    void staticAssetsNeedNoToken() {
        anonymous().get("/static/ledger.js").then().statusCode(200);
        anonymous().get("/webjars/htmx.org/dist/htmx.min.js").then().statusCode(200);
        anonymous().get("/webjars/uplot/dist/uPlot.iife.min.js").then().statusCode(200);
    }

    @Test
    void theTokenEnteredOnceLoadsThePageInTheBrowser() {
        try (Browser b = Browser.open(base.toString(), 1000)) {
            b.go("/");
            assertThat(b.text("#signin")).contains("needs a token");
            b.giveToken(AdminAuth.ADMIN_TOKEN);
            assertThat(b.awaitText("main", "The lab")).contains("Hosts");
            b.go("/lab/cables");
            assertThat(b.awaitText("main", "Cable drawer")).contains("Register a cable");
        }
    }

    @Test
    void whereTheStreamIsRefusedForWantOfATokenTheHostPageFallsBackToPollingAndStillRedraws() {
        String host = "signin-poll";
        observe(host, desktop(host, host + "-1", java.time.Instant.parse("2026-11-30T12:00:00Z"), null));
        try (Browser b = Browser.open(base.toString(), 1000)) {
            b.go("/lab/hosts/" + host);
            b.giveToken(AdminAuth.ADMIN_TOKEN);
            assertThat(b.awaitText("#live", "USB tree")).contains("0 devices");
            // EventSource cannot carry the Bearer token: the stream answers 401 and the page polls with the token.
            b.waitFor().until(d -> "polling".equals(b.js("return document.documentElement.dataset.liveMode || ''")));
            assertThat(b.text("#live")).contains("checked every 3 s");
            observe(host, desktop(host, host + "-2", java.time.Instant.parse("2026-11-30T12:01:00Z"), enclosure(4, 10000)));
            assertThat(b.awaitText("#live", "10000M of 10000M possible")).contains("1 device");
        }
    }
}
