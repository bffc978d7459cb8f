package dev.linkledger.advisor.app;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.hasItem;

/** On the embedded default, the service observes "its own machine" (here seed 000's sysfs tree) without any HTTP probe. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestProfile(LocalProbeTest.EmbeddedWithLocalProbe.class)
class LocalProbeTest {
    static final String HOST = "probe-test-box";

    public static class EmbeddedWithLocalProbe implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("linkledger.local-probe.enabled", "true",
                    "linkledger.embedded-database", "true",
                    "linkledger.local-probe.sysfs", "src/test/resources/sysfs/seed000-desktop",
                    "linkledger.local-probe.host-id", "Probe-Test-Box",
                    "linkledger.demo.enabled", "false");
        }
    }

    @Inject
    LocalProbe localProbe;

    /**
     * The probe's first observation is recorded while the service still starts (the rule base loading
     * beside it): how long that takes is the machine's load, not a property of the service, so the
     * test waits for that write, generously. What it checks is that the write, once recorded, holds
     * the host's findings at once: they are evaluated and committed with its events, nothing to wait
     * for. (It waited 20 s for the findings from the test's start, which a full build at load 20 could
     * spend before the first write returned.)
     */
    @Test
    void theMachineTheServiceRunsOnAppearsWithItsFindings() {
        assertThat(localProbe.running()).isTrue();
        await().atMost(Duration.ofMinutes(2)).until(() -> localProbe.observationsSent() >= 1);
        given().get("/api/hosts/" + HOST + "/findings").then().statusCode(200)
                .body("rule", hasItem("USB2_FALLBACK"))
                .body("subject.path", hasItem("3-2"));
    }
}
