package dev.linkledger.advisor.web;

import dev.linkledger.advisor.support.AnonymousReadsProfile;
import dev.linkledger.advisor.support.CameraFarm;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static dev.linkledger.advisor.support.Lab.observe;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The device-farm budget on the host page, walked in headless Chromium: a camera farm whose root
 * port is over its periodic budget, at 360 px and wide, and a real desktop with one webcam, two
 * receivers and a microphone (its whole {@code lsusb -v} and its boot's kernel log pasted) that is
 * drawn and stays silent. Screenshots go to target/screenshots.
 */
@QuarkusTest
@TestProfile(AnonymousReadsProfile.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class BudgetBrowserTest {
    private static final Instant AT = Instant.parse("2026-12-01T09:00:00Z");
    /**
     * Stephen Hemminger's AMD mini-PC (a C270 webcam, Unifying and Bolt receivers, a Seiren Mini microphone, a UPS,
     * VIA hubs), the whole lsusb -v of https://lore.kernel.org/linux-usb/20241025152340.35be2607@hermes.local/;
     * the file and its source are in probe/model's imports README.
     */
    private static final Path MINI_PC = Path.of("..", "probe", "model", "src", "test", "resources", "imports", "lsusb-v",
            "amd-minipc-webcam-mic.lsusb-v.txt");
    /**
     * The same machine's kernel log of the same boot (device numbers 2 to 8 of bus 1 as lsusb -v shows them), from
     * the thread's first message, https://lore.kernel.org/linux-usb/20241025135649.2d08be87@hermes.local/: corpus
     * case 102 holds it. It gives every device its port path and speed, which lsusb -v alone does not.
     */
    private static final String MINI_PC_BOOT = "/corpus/cases/102-vl815-hub-superspeed-half-resets-at-boot.txt";

    @TestHTTPResource("/")
    URL base;

    @Test
    void drawsTheCameraFarmsRootPortOverItsBudgetReadableFromTheKeyboardAt360Px() {
        String host = "web-farm";
        observe(host, CameraFarm.observation(host, host + "-1", AT, 5, 2));
        awaitPart(host, "(1-3.5)");
        try (Browser b = Browser.open(base.toString(), 360)) {
            b.go("/lab/hosts/" + host);
            String text = b.awaitText("#budgets", "over the limit");
            assertThat(text).contains("Root port usb1-port3").contains("over by").contains("C270 HD WEBCAM (1-3.5)")
                    .contains("Device slots taken: 7")
                    .contains("USB 2.0 §5.7.4");

            WebElement over = b.find("#budgets figure.budget[data-over=true]");
            // The bar's text equivalent is the visible sentence its SVG is labelled by.
            String labelledBy = over.findElement(By.cssSelector("svg")).getAttribute("aria-labelledby");
            assertThat(b.driver.findElement(By.id(labelledBy)).getText()).contains("over by").contains("when all stream");
            // Nothing wider than the window: no sideways scrolling at 360 px.
            assertThat(((Number) b.js("return document.documentElement.scrollWidth")).intValue()).isLessThanOrEqualTo(360);

            // Without a mouse: what a segment's hover title says is also in the visible legend beside the bar.
            String legend = over.findElement(By.cssSelector("ul.legend")).getText();
            List<WebElement> titles = over.findElements(By.cssSelector("svg rect title"));
            assertThat(titles).hasSizeGreaterThanOrEqualTo(5);
            for (WebElement title : titles) assertThat(legend).contains(title.getAttribute("textContent").trim());

            b.js("document.querySelector('#budgets figure.budget[data-over=true]').scrollIntoView()");
            b.screenshot("budget-camera-farm-360");

            // From the keyboard: the slots' source opens with Enter on its summary, reached by Tab like any control.
            WebElement summary = b.find("#budgets details summary");
            b.js("document.querySelector('#budgets details summary').focus()");
            assertThat(b.driver.switchTo().activeElement()).isEqualTo(summary);
            summary.sendKeys(Keys.ENTER);
            b.waitFor().until(d -> summary.findElement(By.xpath("..")).getAttribute("open") != null);
            assertThat(b.text("#budgets details")).contains("HCSPARAMS1");
        }
        try (Browser b = Browser.open(base.toString(), 1100)) {
            b.go("/lab/hosts/" + host);
            b.awaitText("#budgets", "over the limit");
            b.js("document.getElementById('budgets').scrollIntoView()");
            b.screenshot("budget-camera-farm");
        }
    }

    @Test
    void drawsARealDesktopWithOneWebcamAndItsReceiversUnderItsBudgetsAndWarnsOfNothing() throws IOException {
        String host = "web-minipc";
        given().contentType("text/plain").body(kernelLog(MINI_PC_BOOT) + "\n" + Files.readString(MINI_PC))
                .post("/api/hosts/" + host + "/imports").then().statusCode(200);
        awaitPart(host, "(1-1.4.3)");
        try (Browser b = Browser.open(base.toString(), 1100)) {
            b.go("/lab/hosts/" + host);
            String text = b.awaitText("#budgets", "(1-1.4.3)");
            // The webcam's high-speed time is judged in root port 1's microframes (the VIA hubs are on it).
            assertThat(text).doesNotContain("over the limit").contains("Root port usb1-port1");
            assertThat(b.driver.findElements(By.cssSelector("#budgets figure.budget[data-judged=true]"))).isNotEmpty();
            assertThat(b.driver.findElements(By.cssSelector("#budgets figure.budget[data-over=true]"))).isEmpty();
            b.js("document.getElementById('budgets').scrollIntoView()");
            b.screenshot("budget-desktop-webcam");
        }
        // Evaluated now, on everything the paste gave: silence is the rules' answer, not a wait cut short.
        List<String> rules = given().post("/api/hosts/" + host + "/evaluations").then().statusCode(200).extract().jsonPath()
                .getList("rule");
        assertThat(rules).doesNotContain("PERIODIC_BUDGET_EXCEEDED");
    }

    /** A corpus case's evidence: what follows its header and the blank line after it. */
    private static String kernelLog(String resource) throws IOException {
        try (InputStream in = BudgetBrowserTest.class.getResourceAsStream(resource)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return text.substring(text.indexOf("\n\n") + 2);
        }
    }

    private static void awaitPart(String host, String text) {
        await().ignoreExceptions().atMost(Duration.ofSeconds(30)).until(
                () -> given().get("/lab/hosts/" + host + "/budgets").then().statusCode(200).extract().asString(),
                html -> html.contains(text));
    }
}
