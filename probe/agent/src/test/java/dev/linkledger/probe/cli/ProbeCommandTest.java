package dev.linkledger.probe.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.sysfs.SysfsFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/** Runs the CLI in-process and checks exit code, stdout and stderr. */
class ProbeCommandTest {
    private static final String SEED000 = "../model/src/test/resources/lsusb/seed000-desktop.lsusb-t.txt";
    private static final String USB_DEVICES = "../model/src/test/resources/imports/seed002-chain.usb-devices.txt";
    private static final String MIXED = "../model/src/test/resources/imports/seed000-tree-lsusb-v-dmesg.txt";
    private static final String WHOLE_LSUSB_V = "../model/src/test/resources/imports/laptop-whole.lsusb-v.txt";

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private HttpServer server;

    @AfterEach
    void stopServer() {
        if (server != null) server.stop(0);
    }

    private int runWithStdin(String stdin, String... args) {
        CommandLine cmd = ProbeCommand.commandLine(new ProbeCommand(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8))));
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        return cmd.execute(args);
    }

    private int run(String... args) {
        return runWithStdin("", args);
    }

    @Test
    void scanWithJsonPrintsTheObservationOfTheFixtureTree() throws Exception {
        int code = run("scan", "--sysfs", SysfsFixtures.SEED000.toString(), "--json", "--host", "desktop");

        assertThat(code).isEqualTo(0);
        assertThat(err.toString()).isEmpty();
        Observation o = ObservationJson.mapper().readValue(out.toString(), Observation.class);
        assertThat(o.hostId()).isEqualTo("desktop");
        assertThat(o.devices()).singleElement().satisfies(d -> assertThat(d.capability().source().wire()).isEqualTo("bos"));
    }

    @Test
    void scanWithoutJsonPrintsAShortSummary() {
        int code = run("scan", "--sysfs", SysfsFixtures.SEED000.toString(), "--host", "desktop");

        assertThat(code).isEqualTo(0);
        assertThat(out.toString())
                .contains("host desktop (sysfs): 4 buses, 2 controllers, 1 device")
                .containsPattern("! 3-2 +152d:0583 +JMicron USB to PCIE Bridge +link 480M +can 10000M \\(bos\\) +port can 10000M +driver uas")
                .contains("Legend: ! = link runs below what both ends support");
    }

    @Test
    void scanOfADirectoryWithoutUsbIsBadInput(@TempDir Path empty) {
        assertThat(run("scan", "--sysfs", empty.toString())).isEqualTo(1);
        assertThat(err.toString()).startsWith("probe scan: no USB devices under").doesNotContain("Exception");
        assertThat(err.toString().lines()).hasSize(1);
    }

    @Test
    void importOfAFilePrintsJson() throws Exception {
        int code = run("import", "--json", "--host", "desktop", SEED000);

        assertThat(code).isEqualTo(0);
        JsonNode json = ObservationJson.mapper().readTree(out.toString());
        assertThat(json.get("source").asText()).isEqualTo("lsusb-t");
        assertThat(json.at("/devices/0/capability/source").asText()).isEqualTo("driver:uas");
    }

    @Test
    void importReadsStandardInputForADash() throws Exception {
        int code = runWithStdin(Files.readString(Path.of(SEED000)), "import", "--format", "lsusb-t", "--host", "desktop", "-");

        assertThat(code).isEqualTo(0);
        assertThat(out.toString()).contains("host desktop (lsusb-t): 4 buses, 2 controllers, 1 device");
    }

    @Test
    void importOfBoltctlAloneListsItsThunderboltDevicesWithTheirLinks() {
        int code = run("import", "--host", "egpu", "../model/src/test/resources/imports/boltctl/cheney-two-razer-cores-ascii.boltctl.txt");

        assertThat(code).isEqualTo(0);
        assertThat(err.toString()).isEmpty();
        assertThat(out.toString()).contains("host egpu (boltctl): 0 buses, 0 controllers, 0 devices")
                .contains("  thunderbolt 000429b5-f8dc-2701-ffff-ffffffffffff  Razer Core  generation 3  link 2 x 10 Gb/s  authorized")
                .contains("  thunderbolt 00024978-2f5f-2701-ffff-ffffffffffff  Razer Core  generation 3  link 2 x 20 Gb/s  authorized");
    }

    @Test
    void importOfProseWithoutToolOutputIsBadInput() {
        assertThat(runWithStdin("nothing to see\n", "import", "-")).isEqualTo(1);
        assertThat(err.toString()).startsWith("probe import: standard input: nothing to import in 1 line");
        assertThat(err.toString().lines()).hasSize(1);
    }

    @Test
    void importOfUsbDevicesOutputPrintsTheChainWithDrivers() {
        int code = run("import", "--format", "usb-devices", "--host", "workstation", USB_DEVICES);

        assertThat(code).isEqualTo(0);
        assertThat(out.toString()).contains("host workstation (usb-devices): 2 buses, 0 controllers, 5 devices")
                .containsPattern("! 1-7.2.1 +0bda:0316 +Generic USB3.0-CRW +link 480M +can 5000M \\(bcdUSB\\) +port can 5000M +driver usb-storage");
    }

    @Test
    void importOfAWholeLsusbVerboseListsEveryDeviceByBusAndDeviceNumber() {
        int code = run("import", "--host", "laptop", WHOLE_LSUSB_V);

        assertThat(code).isEqualTo(0);
        assertThat(out.toString()).contains("host laptop (lsusb-v): 2 buses, 0 controllers, 6 devices")
                .containsPattern("Bus 002 Device 002 +0781:5583 .*link 5000M +can 5000M \\(bos\\)");
    }

    @Test
    void importOfAMixedPasteNamesEverySourceItRead() throws Exception {
        int code = run("import", "--json", "--host", "desktop", MIXED);

        assertThat(code).isEqualTo(0);
        JsonNode json = ObservationJson.mapper().readTree(out.toString());
        assertThat(json.get("source").asText()).isEqualTo("lsusb-t+dmesg+lsusb-v");
        assertThat(json.at("/devices/0/capability/source").asText()).isEqualTo("bos");
        assertThat(json.at("/kernelLog/0/kind").asText()).isEqualTo("new-device");
    }

    @Test
    void anUnknownFormatIsAUsageErrorListingTheFormats() {
        assertThat(run("import", "--format", "lspci", SEED000)).isEqualTo(2);
        assertThat(err.toString()).contains("lspci").contains("usb-devices");
    }

    @Test
    void importWithForcedFormatReportsWhichLinesFailed() {
        int code = runWithStdin("|__ Port X: Dev N, If 0, Class=Mass Storage, Driver=uas, 10000M\n", "import", "--format", "lsusb-t", "-");

        assertThat(code).isEqualTo(1);
        assertThat(err.toString()).startsWith("probe import: standard input: nothing to import").contains("no lsusb-t output").contains("line 1:");
    }

    @Test
    void importOfAMissingFileIsBadInput() {
        assertThat(run("import", "no/such/file.txt")).isEqualTo(1);
        assertThat(err.toString().trim()).isEqualTo("probe import: no/such/file.txt: no such file");
    }

    @Test
    void unknownOptionIsAUsageError() {
        assertThat(run("scan", "--frobnicate")).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown option: '--frobnicate'");
    }

    @Test
    void noSubcommandIsAUsageErrorListingTheSubcommands() {
        assertThat(run()).isEqualTo(2);
        assertThat(err.toString()).contains("scan").contains("watch").contains("import").contains("Exit codes:");
    }

    @Test
    void importWithServerPostsTheObservationWithTheBearerToken() throws Exception {
        AtomicReference<String> path = new AtomicReference<>();
        AtomicReference<String> auth = new AtomicReference<>();
        AtomicReference<String> type = new AtomicReference<>();
        AtomicReference<String> body = new AtomicReference<>();
        String url = startServer(202, exchange -> {
            path.set(exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath());
            auth.set(exchange.getRequestHeaders().getFirst("Authorization"));
            type.set(exchange.getRequestHeaders().getFirst("Content-Type"));
            body.set(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        });

        int code = run("import", "--host", "desktop", "--server", url + "/", "--token", "s3cret", SEED000);

        assertThat(code).isEqualTo(0);
        assertThat(path.get()).isEqualTo("POST /api/hosts/desktop/observations");
        assertThat(auth.get()).isEqualTo("Bearer s3cret");
        assertThat(type.get()).isEqualTo("application/json");
        assertThat(ObservationJson.mapper().readValue(body.get(), Observation.class).devices()).hasSize(1);
        assertThat(out.toString().trim()).isEqualTo("POST " + url + "/api/hosts/desktop/observations -> 202");
    }

    @Test
    void serverRefusalIsAServerError() throws Exception {
        String url = startServer(400, exchange -> exchange.getRequestBody().readAllBytes());

        int code = run("scan", "--sysfs", SysfsFixtures.SEED000.toString(), "--host", "desktop", "--server", url);

        assertThat(code).isEqualTo(3);
        assertThat(err.toString()).startsWith("probe scan: POST " + url + "/api/hosts/desktop/observations answered 400: {\"title\":\"bad\"}");
    }

    @Test
    void unreachableServerIsAServerError() {
        int code = run("import", "--host", "h", "--server", "http://127.0.0.1:1", SEED000);

        assertThat(code).isEqualTo(3);
        assertThat(err.toString()).startsWith("probe import: ");
        assertThat(err.toString().lines()).hasSize(1);
    }

    private interface Handler {
        void handle(com.sun.net.httpserver.HttpExchange exchange) throws IOException;
    }

    private String startServer(int status, Handler handler) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            if (exchange.getRequestURI().getPath().endsWith("/content")) {
                // The probe's question with its scan's digest: this stand-in holds no content, so the scan is posted.
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            handler.handle(exchange);
            byte[] answer = status >= 400 ? "{\"title\":\"bad\"}".getBytes(StandardCharsets.UTF_8) : new byte[0];
            exchange.sendResponseHeaders(status, answer.length == 0 ? -1 : answer.length);
            if (answer.length > 0) exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }
}
