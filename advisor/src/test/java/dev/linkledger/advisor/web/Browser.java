package dev.linkledger.advisor.web;

import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Debian's headless Chromium through its chromedriver, nothing downloaded: the driver binary is
 * named (so Selenium Manager never runs) and the browser gets a fresh profile per test. Where
 * Chromium is absent the test is skipped with a message saying so.
 */
public final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    /**
     * Where screenshots go: target/screenshots, or the folder {@code -Dlinkledger.screenshots=DIR} names (the
     * README's pictures are refreshed with {@code -Dlinkledger.screenshots=../docs/screenshots}).
     */
    static final Path SCREENSHOTS = Path.of(System.getProperty("linkledger.screenshots", "target/screenshots"));
    /**
     * The README's pictures, {@code docs/screenshots} of the repository (the tests run in the module's folder, one
     * below it): the tests that draw them write them there on every run, so they show the page as it is.
     */
    static final Path DOCS = Path.of("..", "docs", "screenshots");

    public final ChromeDriver driver;
    private final String base;
    private final Path profile;

    private Browser(ChromeDriver driver, String base, Path profile) {
        this.driver = driver;
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.profile = profile;
    }

    /** A browser at {@code base}, {@code width} px wide; skips the test where Chromium is not installed. */
    public static Browser open(String base, int width) {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (!present) System.out.println("SKIPPED browser test: " + CHROMIUM + " or " + CHROMEDRIVER
                + " is not installed (apt-get install chromium chromium-driver)");
        assumeTrue(present, "browser tests skipped: " + CHROMIUM + " and " + CHROMEDRIVER
                + " are not installed (apt-get install chromium chromium-driver)");
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        try {
            Path profile = Files.createTempDirectory("linkledger-chromium-");
            ChromeOptions options = new ChromeOptions();
            options.setBinary(CHROMIUM.toFile());
            options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--window-size=" + width + ",1000");
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
            ChromeDriver driver = new ChromeDriver(service, options);
            driver.manage().window().setSize(new Dimension(width, 1000));
            return new Browser(driver, base, profile);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The window's size, for a screenshot of a taller page. */
    public Browser resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
        return this;
    }

    public Browser go(String path) {
        driver.get(base + path);
        return this;
    }

    public WebElement find(String css) {
        return waitFor().until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(css)));
    }

    /** Waits until the element's text contains {@code text}, then returns its whole text. */
    public String awaitText(String css, String text) {
        waitFor().until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(css), text));
        return driver.findElement(By.cssSelector(css)).getText();
    }

    public String text(String css) {
        return find(css).getText();
    }

    /** What the page's admin-token box asks, answered with {@code token}. */
    public void giveToken(String token) {
        WebElement input = find("#token-input");
        input.sendKeys(token);
        driver.findElement(By.cssSelector("#token-form button")).click();
    }

    public Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    public WebDriverWait waitFor() {
        return new WebDriverWait(driver, Duration.ofSeconds(20));
    }

    /** The whole window, into target/screenshots. */
    public Path screenshot(String name) {
        return save(((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE), SCREENSHOTS, name);
    }

    /** One element (a picture), scrolled into view, into target/screenshots. */
    public Path screenshot(String name, String css) {
        return save(shotOf(css), SCREENSHOTS, name);
    }

    /** The whole window as a README picture, into docs/screenshots. */
    public Path documented(String name) {
        return save(((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE), DOCS, name);
    }

    /** One element as a README picture, into docs/screenshots. */
    public Path documented(String name, String css) {
        return save(shotOf(css), DOCS, name);
    }

    private File shotOf(String css) {
        WebElement element = find(css);
        js("document.querySelector(arguments[0]).scrollIntoView({block: 'start'})", css);
        return element.getScreenshotAs(OutputType.FILE);
    }

    private static Path save(File shot, Path folder, String name) {
        try {
            Files.createDirectories(folder);
            Path target = folder.resolve(name + ".png");
            Files.copy(shot.toPath(), target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the focused element shows it: an outline, or (an SVG link) a stroke on its shape. */
    public boolean focusVisible() {
        return Boolean.TRUE.equals(js("""
                const e = document.activeElement;
                if (!e || e === document.body) return false;
                const s = getComputedStyle(e);
                if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) return true;
                const shape = e.querySelector('rect');
                return !!shape && getComputedStyle(shape).stroke === 'rgb(245, 166, 35)';
                """));
    }

    /** Tab presses from the page's start until {@code css} has the focus; fails after {@code max}. */
    public WebElement tabTo(String css, int max) {
        js("if (document.activeElement) document.activeElement.blur()");
        for (int i = 0; i < max; i++) {
            new org.openqa.selenium.interactions.Actions(driver).sendKeys(org.openqa.selenium.Keys.TAB).perform();
            Object hit = js("return !!document.activeElement && document.activeElement.matches(arguments[0])", css);
            if (Boolean.TRUE.equals(hit)) return driver.switchTo().activeElement();
        }
        throw new AssertionError("no focus on " + css + " after " + max + " tab presses");
    }

    /** Sideways overflow in px at the current width (0 or less: none). */
    public int overflow() {
        return ((Number) js("return document.documentElement.scrollWidth - window.innerWidth")).intValue();
    }

    @Override
    public void close() {
        driver.quit();
        try (var files = Files.walk(profile)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A leftover temp profile is harmless.
        }
    }
}
