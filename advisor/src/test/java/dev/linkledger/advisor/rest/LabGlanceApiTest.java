package dev.linkledger.advisor.rest;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.advisor.web.lab.ProbeContacts;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static dev.linkledger.advisor.stories.StoryHosts.seed000Desktop;
import static dev.linkledger.advisor.stories.StoryHosts.seed002KvmChain;
import static dev.linkledger.advisor.support.DesktopLab.desktopWithMeasuredPort;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/** The lab at a glance over several hosts: slow links per host and cause, the top fixes, the drawer, quiet probes. */
@QuarkusTest
@TestProfile(LabGlanceApiTest.OwnLab.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LabGlanceApiTest {
    /**
     * A database apart from the other test classes' (shared with PicturesApiTest): seed 000's enclosure carries the
     * JMS583's one default serial, as real units do, so after another class's host had it at 10000M its cause here
     * would be that history (LINK_DEGRADED), not the port these tests count. Which class ran first depends on
     * surefire's file-system order, which differs between clones.
     */
    public static class OwnLab implements QuarkusTestProfile {
    }

    @Inject
    ProbeContacts contacts;

    private static JsonPath glance() {
        return given().get("/api/lab/glance").then().statusCode(200).extract().jsonPath();
    }

    @Test
    void countsEachHostsSlowLinksByTheCauseThatExplainsThemAndRanksTheFixesOncePerHost() {
        seed000Desktop("glance-000");
        seed002KvmChain("glance-002");
        JsonPath g = glance();

        assertThat(g.getString("schema")).isEqualTo("linkledger.lab-glance/1");
        assertThat(g.getList("slow.find { it.hostId == 'glance-000' }.links.cause", String.class)).containsExactly("USB2_FALLBACK");
        // Below the KVM hub the keyboard's USB 3 hub runs at what the KVM can (480M: at both ends); the card reader,
        // behind that 5 Gb/s hub, runs below both its ends.
        assertThat(g.getList("slow.find { it.hostId == 'glance-002' }.links.path", String.class)).containsExactly("1-7.2.1");
        assertThat(g.getList("slow.find { it.hostId == 'glance-002' }.links.cause", String.class)).containsOnly("USB2_HUB_IN_PATH");
        assertThat(g.getString("causes.find { it.cause == 'USB2_HUB_IN_PATH' }.label")).isEqualTo("USB 2.0 hub in path");
        assertThat(g.getString("slow.find { it.hostId == 'glance-000' }.links[0].href")).isEqualTo("/lab/hosts/glance-000/devices/3-2");
        assertThat(g.getString("slow.find { it.hostId == 'glance-000' }.links[0].findingHref")).startsWith("/lab/findings/");

        // Each host counts its fix once: glance-002's hub finding is one site.
        assertThat(g.getList("fixes.find { it.rule == 'USB2_HUB_IN_PATH' }.sites.findAll { it.hostId == 'glance-002' }")).hasSize(1);
        int fallbackGain = g.getInt("fixes.find { it.rule == 'USB2_FALLBACK' }.gainMBps");
        assertThat(fallbackGain).isGreaterThanOrEqualTo(1050 - 43);
        assertThat(g.getList("fixes.gainMBps", Integer.class)).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        assertThat(g.getInt("hosts.find { it.hostId == 'glance-002' }.slowLinks")).isEqualTo(1);
    }

    @Test
    void sortsTheCableDrawerByVerdict() {
        desktopWithMeasuredPort("glance-cables", null);
        JsonPath g = glance();
        assertThat(g.getList("cables.verdict", String.class)).containsExactly("usb2", "undecided", "unverified", "gen1", "gen2");
        assertThat(g.getList("cables.find { it.verdict == 'gen2' }.cables.label", String.class)).contains("80G braided glance-cables");
        assertThat(g.getString("cables.find { it.verdict == 'gen2' }.cables[0].href")).startsWith("/lab/cables#cable-");
    }

    @Test
    void namesAHostWhoseProbeWentQuietButNeitherOneJustHeardNorOneOnlyImported() throws Exception {
        observe("glance-probe", desktop("glance-probe", "glance-probe-1", Instant.now().minusSeconds(60), null));
        String paste;
        try (var in = LabGlanceApiTest.class.getResourceAsStream("/stories/seed000-desktop.lsusb-and-tree.txt")) {
            paste = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        for (String host : new String[]{"glance-imported", "glance-old"}) {
            given().contentType("text/plain").body(paste).post("/api/hosts/" + host + "/imports").then().statusCode(200);
        }
        // glance-old's probe was heard three hours ago, and not since.
        contacts.heard("glance-old", Instant.now().minus(Duration.ofHours(3)));

        JsonPath g = glance();
        assertThat(g.getString("hosts.find { it.hostId == 'glance-probe' }.lastHeard")).isNotNull();
        assertThat(g.getString("hosts.find { it.hostId == 'glance-imported' }.lastHeard")).isNull();
        assertThat(g.getList("quiet.hostId", String.class)).contains("glance-old").doesNotContain("glance-probe", "glance-imported");
        assertThat(g.getString("quiet.find { it.hostId == 'glance-old' }.silentFor")).isEqualTo("3 h");
        assertThat(g.getString("quietAfter")).isEqualTo("15 min");
    }
}
