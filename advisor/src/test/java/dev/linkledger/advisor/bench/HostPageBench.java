package dev.linkledger.advisor.bench;

import dev.linkledger.advisor.support.AnonymousReadsProfile;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.advisor.web.Browser;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The host page of a 200-device host ({@link HubLab}: 10 hubs, 190 devices behind them, ten
 * observations of history): server time of {@code GET /lab/hosts/{id}} over HTTP, and in headless
 * Chromium the Navigation Timing and paint entries of a fresh load. Not a unit test (the name
 * keeps Surefire from running it by default):
 * {@code ./mvnw -B -pl advisor -am test -Dtest=HostPageBench -Dsurefire.failIfNoSpecifiedTests=false}.
 * Results go to stdout and target/bench-host-page.txt.
 */
@QuarkusTest
@TestProfile(AnonymousReadsProfile.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class HostPageBench {
    private static final String HOST = "bench-200";
    private static final int WARM_UP = 10;
    private static final int RUNS = 30;
    private static final int BROWSER_RUNS = 10;

    @TestHTTPResource("/")
    URL base;

    @Test
    void hostPageOf200DevicesRendersAndPaintsWithinASecond() throws Exception {
        HubLab lab = new HubLab(HOST);
        for (int i = 0; i < 10; i++) {
            given().contentType("application/json").body(lab.next()).post("/api/hosts/" + HOST + "/observations")
                    .then().statusCode(200);
        }
        String page = given().get("/lab/hosts/" + HOST).then().statusCode(200).extract().asString();
        assertThat(page).contains("200 devices");

        for (int i = 0; i < WARM_UP; i++) given().get("/lab/hosts/" + HOST).then().statusCode(200);
        List<Long> server = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            given().get("/lab/hosts/" + HOST).then().statusCode(200);
            server.add((System.nanoTime() - t0) / 1_000_000);
        }
        List<Long> live = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            given().get("/lab/hosts/" + HOST + "/live?version=x").then().statusCode(200);
            live.add((System.nanoTime() - t0) / 1_000_000);
        }

        // The lab overview draws every host's tree (its slow links) beside its findings: here the one 200-device host.
        for (int i = 0; i < WARM_UP; i++) given().get("/").then().statusCode(200);
        List<Long> overview = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            given().get("/").then().statusCode(200);
            overview.add((System.nanoTime() - t0) / 1_000_000);
        }

        List<Long> ttfb = new ArrayList<>(), fcp = new ArrayList<>(), dcl = new ArrayList<>(), load = new ArrayList<>();
        try (Browser b = Browser.open(base.toString(), 1280)) {
            for (int i = 0; i < BROWSER_RUNS + 2; i++) {
                b.go("/lab/hosts/" + HOST + "?run=" + i);
                b.find("#live");
                b.waitFor().until(d -> ((Number) b.js("return performance.getEntriesByType('navigation')[0].loadEventEnd")).doubleValue() > 0);
                @SuppressWarnings("unchecked")
                Map<String, Number> t = (Map<String, Number>) b.js("""
                        const n = performance.getEntriesByType('navigation')[0];
                        const p = performance.getEntriesByName('first-contentful-paint')[0];
                        return {ttfb: n.responseStart, fcp: p ? p.startTime : -1,
                                dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd};
                        """);
                System.out.printf("browser run %d: ttfb %d ms, fcp %d ms, load %d ms%n", i, t.get("ttfb").longValue(),
                        t.get("fcp").longValue(), t.get("load").longValue());
                if (i < 2) continue; // the first loads fill Chromium's caches
                ttfb.add(t.get("ttfb").longValue());
                fcp.add(t.get("fcp").longValue());
                dcl.add(t.get("dcl").longValue());
                load.add(t.get("load").longValue());
            }
            b.screenshot("bench-200-devices");
        }
        String report = """
                host page of %s (200 devices), %d runs after %d warm-up
                server (GET /lab/hosts/%s over HTTP): median %d ms, p95 %d ms, max %d ms
                live part (GET .../live, tree + findings): median %d ms, p95 %d ms
                lab overview (GET /, the glance over this host): median %d ms, p95 %d ms
                headless Chromium, %d fresh loads: time to first byte median %d ms; first contentful paint median %d ms (max %d);
                  DOMContentLoaded median %d ms; load median %d ms (max %d)
                """.formatted(HOST, RUNS, WARM_UP, HOST, pct(server, 50), pct(server, 95), pct(server, 100),
                pct(live, 50), pct(live, 95), pct(overview, 50), pct(overview, 95), BROWSER_RUNS, pct(ttfb, 50), pct(fcp, 50), pct(fcp, 100),
                pct(dcl, 50), pct(load, 50), pct(load, 100));
        System.out.println(report);
        Files.writeString(Path.of("target", "bench-host-page.txt"), report);
        assertThat(pct(fcp, 50)).as("first contentful paint").isPositive().isLessThanOrEqualTo(1000);
    }

    private static long pct(List<Long> values, int p) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int i = Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1);
        return sorted.get(Math.max(0, i));
    }
}
