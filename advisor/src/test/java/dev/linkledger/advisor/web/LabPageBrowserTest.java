package dev.linkledger.advisor.web;

import dev.linkledger.advisor.support.AdminAuth;
import dev.linkledger.advisor.rest.MeasurementApiTest;
import dev.linkledger.advisor.rest.ObservationApiTest;
import dev.linkledger.advisor.support.AnonymousReadsProfile;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.probe.observation.MeasurementStatus;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

import static dev.linkledger.advisor.support.DesktopLab.desktopWithMeasuredPort;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The four things the page is for, walked in headless Chromium on seed 000's lab (the desktop,
 * and the laptop its cable was proven on), checking what a person reads. Screenshots go to
 * target/screenshots.
 */
@QuarkusTest
@TestProfile(AnonymousReadsProfile.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LabPageBrowserTest {
    private static final Instant AT = Instant.parse("2026-11-30T12:00:00Z");

    @TestHTTPResource("/")
    URL base;

    private Browser browser(int width) {
        return Browser.open(base.toString(), width);
    }

    private static String seed000Paste() throws IOException {
        try (InputStream in = LabPageBrowserTest.class.getResourceAsStream("/demo/seed000-desktop.lsusb-t.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void asksBeforeBuyingAndCallsThe80GbpsCableSixteenTimesTooFastForTheDesktopUsbCPort() {
        desktopWithMeasuredPort("web-plan", null);
        try (Browser b = browser(1100)) {
            b.go("/lab/plans?host=web-plan");
            new Select(b.find("#kind-0")).selectByValue("cable");
            b.find("#rating-0").sendKeys("USB4 80Gbps");
            // Keyboard only: Enter in a field submits the form, and Enter in the token box sends it.
            b.find("#port-0").sendKeys("usb4-port2", Keys.ENTER);
            b.find("#token-input").sendKeys(AdminAuth.ADMIN_TOKEN, Keys.ENTER);

            String answer = b.awaitText("#plan-result", "over-specified");
            assertThat(answer).contains("The answer for web-plan").contains("16x over-specified for usb4-port2")
                    .contains("PLAN_OVERSPEC");
            b.documented("plan-check");
        }
    }

    @Test
    void showsTheServicesProblemBesideThePlanFieldItNames() {
        desktopWithMeasuredPort("web-plan-bad", null);
        try (Browser b = browser(1100)) {
            b.go("/lab/plans?host=web-plan-bad");
            b.js("sessionStorage.setItem('linkledger.token', '" + AdminAuth.ADMIN_TOKEN + "')");
            new Select(b.find("#kind-0")).selectByValue("enclosure");
            b.find("#plan-form button[type=submit]").click();

            String problem = b.awaitText("#plan-form .problem", "medium");
            assertThat(problem).contains("items[0].medium").contains("the medium is required");
            assertThat(b.find("#medium-0").getAttribute("aria-invalid")).isEqualTo("true");
            assertThat(b.driver.findElements(By.cssSelector("#plan-result *"))).isEmpty();
        }
    }

    @Test
    void namesTheCableAndTheConnectorAsSuspectsWhenTheFirstLinkThroughTheCableIsBelowBothEnds() {
        String laptop = "web-laptop";
        observe(laptop, desktop(laptop, laptop + "-1", AT, null));
        try (Browser b = browser(1100)) {
            b.go("/lab/cables");
            b.find("#label").sendKeys("white phone cable");
            b.find("#rating").sendKeys("unknown");
            b.find("#register-cable button[type=submit]").click();
            b.giveToken(AdminAuth.ADMIN_TOKEN);
            b.awaitText("#cable-list", "Registered.");

            WebElement card = b.find("article.card[aria-current=true]");
            String cardId = card.getAttribute("id");
            assertThat(card.getText()).contains("white phone cable").contains("Measured: not yet proven");
            new Select(card.findElement(By.cssSelector("select[name=connector]"))).selectByValue(laptop + "::usb4-port2");
            card.findElement(By.cssSelector("button[type=submit]")).click();
            b.awaitText("#" + cardId, "Waiting for the probe");

            // The person plugs the 10 Gb/s enclosure in through the cable: it comes up at 480M on the USB 2.0 half.
            observe(laptop, desktop(laptop, laptop + "-2", AT.plusSeconds(60), enclosure(3, 480)));

            // Nothing has proven the laptop's connector faster: the card names both suspects and blames neither.
            String verdict = b.awaitText("#" + cardId, "Undecided:");
            assertThat(verdict).contains("Plugged into " + laptop).contains("Measured: not yet proven")
                    .contains("480M on " + laptop).contains("this cable or that connector holds it back");
            assertThat(verdict).doesNotContain("Waiting for the probe");
            b.screenshot("cable-drawer");
        }
    }

    @Test
    void ranksTheFreeGen2PortFirstForARegisteredNvmeEnclosure() {
        desktopWithMeasuredPort("web-ports", null);
        given().contentType("application/json").body("""
                {"label":"rootfs NVMe","bridge":"JMS583","medium":{"kind":"NVME","pcieGeneration":3,"pcieLanes":2},
                 "usb":{"vendorId":"152d","productId":"0583","serial":"0123456789ABCDEF"}}
                """).post("/api/enclosures").then().statusCode(201);
        try (Browser b = browser(1100)) {
            b.go("/lab/ports");
            new Select(b.find("#host")).selectByValue("web-ports");
            new Select(b.find("#suits")).selectByVisibleText("rootfs NVMe (JMS583)");
            b.find("#port-form button[type=submit]").click();

            String ranked = b.awaitText("ol.ranked", "#1");
            assertThat(b.text("ol.ranked > li:first-child")).startsWith("#1 usb2-port1").contains("about 1050 MB/s");
            assertThat(ranked).contains("measured at 5000M");
            assertThat(ranked.indexOf("usb2-port1")).isLessThan(ranked.indexOf("usb4-port2"));
            assertThat(b.text("#marked-title + .scroll tr.suggested")).contains("#1 suggested").contains("usb1-port1 + usb2-port1");
            b.screenshot("which-port");
        }
    }

    @Test
    void explainsWhyTheImportedDesktopsEnclosureFellBackWithTheEventsBehindIt() throws IOException {
        String paste = seed000Paste();
        try (Browser b = browser(1100)) {
            b.go("/lab/imports");
            b.find("#hostId").sendKeys("web-why");
            b.js("document.getElementById('body').value = arguments[0]".replace("arguments[0]",
                    "'" + paste.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'"));
            b.find("#import-form button[type=submit]").click();
            b.giveToken(AdminAuth.ADMIN_TOKEN);
            String result = b.awaitText("#import-result", "new finding");
            assertThat(result).contains("Imported into web-why").contains("runs at USB 2.0 speed (480M)");

            b.driver.findElement(By.linkText("Open web-why's tree")).click();
            String tree = b.awaitText("#live", "USB tree");
            assertThat(tree).contains("Bus 03").contains("480M of 5000M possible").contains("below capability");
            b.documented("host-tree");

            b.driver.findElement(By.partialLinkText("Why?")).click();
            b.waitFor().until(ExpectedConditions.titleContains("Why"));
            String why = b.text("main");
            assertThat(why).contains("The rule").contains("SuperSpeed root hub");
            assertThat(why).contains("device 3-2 negotiated 480M").contains("DeviceConnectedEvent").contains("from import");
            b.documented("why");
        }
    }

    @Test
    void redrawsTheTreeByItselfWhenTheProbeReports() {
        String host = "web-live";
        observe(host, desktop(host, host + "-1", AT, null));
        try (Browser b = browser(1100)) {
            b.go("/lab/hosts/" + host);
            assertThat(b.text("#live")).contains("0 devices");
            observe(host, desktop(host, host + "-2", AT.plusSeconds(60), enclosure(4, 10000)));
            String tree = b.awaitText("#live", "10000M of 10000M possible");
            assertThat(tree).contains("at capability").contains("1 device");

            // The slider's first stop is the host before the enclosure came.
            WebElement slider = b.find("#when");
            slider.sendKeys(Keys.HOME);
            b.js("document.getElementById('when').dispatchEvent(new Event('change', {bubbles: true}))");
            String past = b.awaitText("#live", "As it was at");
            assertThat(past).doesNotContain("10000M of 10000M possible");
        }
    }

    @Test
    void plotsADevicesMeasurementsAgainstThePracticalCeilingOfItsLink() throws Exception {
        String host = "web-measured";
        given().contentType("application/json").body(ObservationApiTest.observation(host, host + "-1", "10000"))
                .post("/api/hosts/" + host + "/observations").then().statusCode(200);
        given().contentType("application/json")
                .body(MeasurementApiTest.measurement(host, java.util.UUID.randomUUID().toString(), 938, "10000",
                        MeasurementStatus.OK))
                .post("/api/hosts/" + host + "/measurements").then().statusCode(201);
        try (Browser b = browser(1100)) {
            b.go("/lab/hosts/" + host + "/devices/3-2");
            b.waitFor().until(d -> !d.findElements(By.cssSelector(".plot canvas")).isEmpty());
            String page = b.text("main");
            assertThat(page).contains("938 MB/s = 89% of USB 3.2 Gen 2").contains("practical ceiling MB/s")
                    .contains("source: bos").contains("uas").contains("DeviceConnectedEvent");
            b.screenshot("measurements");
        }
    }

    @Test
    void readsAt360PixelsWithoutSidewaysScrolling() {
        desktopWithMeasuredPort("web-narrow", null);
        try (Browser b = browser(360)) {
            for (String path : new String[]{"/", "/lab/hosts/web-narrow", "/lab/cables", "/lab/plans"}) {
                b.go(path);
                b.find("main h1");
                Number overflow = (Number) b.js("return document.documentElement.scrollWidth - window.innerWidth");
                assertThat(overflow.intValue()).as("sideways overflow on " + path).isLessThanOrEqualTo(0);
            }
            b.go("/?q=web-narrow");
            assertThat(b.text("main")).contains("web-narrow");
        }
    }
}
