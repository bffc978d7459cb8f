package dev.linkledger.advisor.web;

import dev.linkledger.advisor.support.AnonymousReadsProfile;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.net.URL;
import java.util.List;

import static dev.linkledger.advisor.stories.StoryHosts.seed000Desktop;
import static dev.linkledger.advisor.stories.StoryHosts.seed002KvmChain;
import static dev.linkledger.advisor.stories.StoryHosts.seed003Jms583;
import static dev.linkledger.advisor.stories.SysfsHosts.awaitFindings;
import static dev.linkledger.advisor.stories.SysfsHosts.hasRule;
import static dev.linkledger.advisor.support.DesktopLab.desktopWithMeasuredPort;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pictures of issue 18 walked in headless Chromium: the chain of seeds 000, 002 and 003 on their
 * device pages, and a why page with its eliminated suspects; each read from the keyboard and at 360 px.
 * Their screenshots are the README's pictures, written to docs/screenshots on every run.
 */
@QuarkusTest
@TestProfile(PicturesBrowserTest.OwnLab.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestMethodOrder(MethodOrderer.MethodName.class)
class PicturesBrowserTest {
    /**
     * Reads without a token, on a database of its own, drawn in name order: seeds 000 and 003 (and the test lab's
     * enclosure) carry the JMS583's one default serial, as real units do, so drawn after another host had it at
     * 10000M, seed 000's fix would send the reader to that host. Each picture shows its own story.
     */
    public static class OwnLab extends AnonymousReadsProfile {
    }

    @TestHTTPResource("/")
    URL base;

    private Browser browser(int width) {
        return Browser.open(base.toString(), width);
    }

    /** The chain's rows as the picture draws them: kind, state and the words beside the bar. */
    private static List<String> rows(Browser b) {
        return b.driver.findElements(By.cssSelector(".chain-svg g.hop")).stream()
                .map(g -> g.getAttribute("data-kind") + " " + g.getAttribute("class") + " " + g.getText()).toList();
    }

    @Test
    void drawsSeed000sChainWithTheCableAndTheConnectorAsSuspectsAndTheFixAndItsGain() {
        seed000Desktop("pics-000");
        try (Browser b = browser(1100)) {
            b.go("/lab/hosts/pics-000/devices/3-2");
            String caption = b.text(".chain figcaption");
            assertThat(caption).contains("may hold it back").contains("Fix: a cable proven at 10 Gb/s or a 10 Gb/s port: 43 → 1,050 MB/s")
                    .as("its own story, not seed 003's host").doesNotContain("pics-003");
            assertThat(rows(b)).anyMatch(r -> r.startsWith("CABLE hop is-suspect") && r.contains("? suspect"))
                    .anyMatch(r -> r.startsWith("CONNECTOR hop is-suspect"))
                    .anyMatch(r -> r.startsWith("DEVICE hop is-clear") && r.contains("1,050 MB/s · measured"));
            assertThat(b.text(".chain-svg .marker-label.now")).isEqualTo("now 43 MB/s");
            b.documented("chain-seed000", ".chain");

            // The text equivalent, opened from the keyboard.
            WebElement words = b.tabTo(".chain-words summary", 60);
            assertThat(b.focusVisible()).as("the focused summary shows its focus").isTrue();
            words.sendKeys(Keys.ENTER);
            assertThat(b.awaitText(".chain-words ol", "connector")).contains("cable (not registered): at least 43 MB/s; no cable is registered");
        }
    }

    /** The picture a newcomer meets first: the demo lab's host, seed 000's desktop from its {@code lsusb -t} alone. */
    @Test
    void drawsTheDemoDesktopsChainFromItsPasteWithWhatAPasteCannotTellLeftOpen() throws Exception {
        String paste;
        try (var in = PicturesBrowserTest.class.getResourceAsStream("/demo/seed000-desktop.lsusb-t.txt")) {
            paste = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        given().contentType("text/plain").body(paste).post("/api/hosts/pics-demo/imports").then().statusCode(200);
        try (Browser b = browser(1100)) {
            b.go("/lab/hosts/pics-demo/devices/3-2");
            // lsusb -t says 480M and uas (so SuperSpeed, inferred): the cable and the connector stay suspects.
            assertThat(b.text(".chain figcaption")).contains("may hold it back")
                    .contains("Fix: a cable proven at 5 Gb/s or a 5 Gb/s port: 43 → 400 MB/s");
            assertThat(b.text(".chain-svg .marker-label.now")).isEqualTo("now 43 MB/s");
            assertThat(rows(b)).anyMatch(r -> r.startsWith("DEVICE hop is-clear") && r.contains("400 MB/s · inferred"))
                    .anyMatch(r -> r.startsWith("CABLE hop is-suspect")).anyMatch(r -> r.startsWith("CONNECTOR hop is-suspect"))
                    .anyMatch(r -> r.startsWith("ROOT HUB hop is-clear") && r.contains("bus 4 (10000M)"));
            b.documented("chain-demo-desktop", ".chain");
        }
    }

    @Test
    void drawsSeed002sKvmChainWithTheHubAndTheRootPortAsTheBottleneck() {
        seed002KvmChain("pics-002");
        try (Browser b = browser(1100)) {
            b.go("/lab/hosts/pics-002/devices/1-7.2.1");
            assertThat(b.text(".chain figcaption")).contains("Bottleneck: the hub USB 2.0 Hub (1-7) and the root hub bus 1 (480M)")
                    .contains("Fix: a 5 Gb/s port, without the hub USB 2.0 Hub (1-7): 40 → 90 MB/s");
            assertThat(rows(b)).anyMatch(r -> r.startsWith("HUB hop is-cap") && r.contains("▼ bottleneck"))
                    .anyMatch(r -> r.startsWith("MEDIUM hop is-clear") && r.contains("90 MB/s"));
            b.documented("chain-seed002", ".chain");
        }
    }

    @Test
    void drawsSeed003sChainWithTheBridgeAndTheDriveAboveTheUsbLink() {
        seed003Jms583("pics-003");
        try (Browser b = browser(1100)) {
            b.go("/lab/hosts/pics-003/devices/2-3.4.4");
            assertThat(b.text(".chain figcaption")).contains("device's own side is the cap")
                    .contains("Nothing to gain by a change here");
            assertThat(rows(b)).anyMatch(r -> r.startsWith("MEDIUM hop is-clear") && r.contains("2,400 MB/s"))
                    .anyMatch(r -> r.startsWith("BRIDGE hop is-clear") && r.contains("1,600 MB/s · inferred"))
                    .anyMatch(r -> r.startsWith("DEVICE hop is-cap") && r.contains("1,050 MB/s"));
            b.documented("chain-seed003", ".chain");
        }
    }

    @Test
    void theWhyPageNamesTheConnectorAndEliminatesTheCableProvenOnTheLaptopWithItsEvent() {
        desktopWithMeasuredPort("pics-why", null);
        String id = awaitFindings("pics-why", hasRule("PORT_BELOW_DEVICE")).getString("find { it.rule == 'PORT_BELOW_DEVICE' }.id");
        try (Browser b = browser(1100)) {
            b.go("/lab/hosts/pics-why");
            // From the host page to the why page by keyboard: the finding's "Why?" link, then Enter.
            WebElement why = b.tabTo("a[href='/lab/findings/" + id + "']", 200);
            assertThat(b.focusVisible()).as("the focused link shows its focus").isTrue();
            why.sendKeys(Keys.ENTER);
            b.waitFor().until(ExpectedConditions.titleContains("Why"));
            assertThat(b.text(".suspects.blamed")).contains("connector usb4-port2 + usb3-port2").contains("demonstrated");
            String eliminated = b.text(".suspects.eliminated");
            assertThat(eliminated).contains("80G braided pics-why").contains("proven at 10000M on host pics-why-laptop (usb4-port2)")
                    .contains("CableCapabilityMeasuredEvent").contains("JMicron JMS583 (4-2)");
            assertThat(b.text(".facts")).contains("measured").contains("demonstrated");
            assertThat(b.find(".chain-svg")).isNotNull();
            b.documented("why-eliminated");
            b.documented("why-suspects", ".verdict-suspects");
        }
    }

    @Test
    void thePicturesReadAt360PixelsWithoutSidewaysScrolling() {
        seed002KvmChain("pics-narrow");
        String id = awaitFindings("pics-narrow", hasRule("USB2_HUB_IN_PATH")).getString("find { it.rule == 'USB2_HUB_IN_PATH' }.id");
        try (Browser b = browser(360)) {
            for (String path : new String[]{"/lab/hosts/pics-narrow/devices/1-7.2.1", "/lab/findings/" + id}) {
                b.go(path);
                b.find(".chain-svg");
                assertThat(b.overflow()).as("sideways overflow on " + path).isLessThanOrEqualTo(0);
                Number svgWidth = (Number) b.js("return document.querySelector('.chain-svg').getBoundingClientRect().width");
                assertThat(svgWidth.intValue()).as("the chain fits the screen").isBetween(300, 360);
            }
            b.go("/lab/hosts/pics-narrow/devices/1-7.2.1");
            b.documented("chain-seed002-360px", ".chain");
        }
    }
}
