package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.probe.cli.ProbeCommand;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

/**
 * The whole slice: the probe reads seed 000's desktop from a sysfs fixture tree (BOS descriptor
 * included), posts it over HTTP with a probe token for that host, and the service reports the fallback with certain confidence.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ProbeToServiceTest {
    private static final Path SYSFS = Path.of("..", "probe", "agent", "src", "test", "resources", "sysfs", "seed000-desktop");

    @TestHTTPResource("/")
    URL service;

    @Test
    void probeScanOfSeed000SysfsLeadsToACertainFallbackFinding() {
        String probeToken = given().contentType("application/json").body("{\"hostId\":\"probe-e2e\"}")
                .post("/api/tokens").then().statusCode(201).extract().path("token");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new ProbeCommand()).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
                .execute("scan", "--sysfs", SYSFS.toString(), "--host", "probe-e2e", "--server", service.toString(),
                        "--token", probeToken);

        assertThat(exit).as("stdout: %s%nstderr: %s", out, err).isZero();
        // The probe asks for respond-async: its events are committed, the read models follow.
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> {
            given().get("/api/hosts/probe-e2e/topology").then().statusCode(200)
                    .body("controllers.find { it.id == '0000:03:00.4' }.buses.find { it.bus == 3 }.devices[0].capability.source",
                            equalTo("bos"));
            given().get("/api/hosts/probe-e2e/findings").then().statusCode(200)
                    .body("rule", hasItem("USB2_FALLBACK"))
                    .body("find { it.rule == 'USB2_FALLBACK' }.confidence", equalTo("certain"))
                    .body("find { it.rule == 'USB2_FALLBACK' }.subject.portId", equalTo("usb3-port2"))
                    .body("find { it.rule == 'USB2_FALLBACK' }.ceilingPossibleMBps", equalTo(1050));
        });
    }

    /**
     * The probe's client with a probe token, against the service: a re-scan of the same content is answered 304 to
     * its digest alone (the token bound to the host may ask), the scan is not posted, and nothing is recorded.
     */
    @Test
    void aRescanOfTheSameContentIsAnswered304ToItsDigestAndRecordsNothing() throws Exception {
        String host = "probe-rescan";
        String probeToken = given().contentType("application/json").body("{\"hostId\":\"" + host + "\"}")
                .post("/api/tokens").then().statusCode(201).extract().path("token");
        var client = new dev.linkledger.probe.client.ObservationClient(service.toURI(), probeToken);
        byte[] scan = ObservationApiTest.observation(host, "r-1", "480").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] rescan = ObservationApiTest.observation(host, "r-2", "480").replace("2026-11-30T10:00:00Z", "2026-11-30T10:05:00Z")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);

        var first = client.postJson(host, scan);
        int events = given().get("/api/hosts/" + host + "/events").then().extract().path("size()");
        var again = client.postJson(host, rescan);

        assertThat(first.status()).isEqualTo(202);
        assertThat(again.status()).isEqualTo(304);
        assertThat(again.uri().getPath()).isEqualTo("/api/hosts/" + host + "/content");
        assertThat(again.etag()).isEqualTo(first.etag());
        given().get("/api/hosts/" + host + "/events").then().body("size()", equalTo(events));
    }
}
