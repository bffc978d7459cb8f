package dev.linkledger.probe.cli;

import dev.linkledger.probe.spool.ServiceStandIn;
import dev.linkledger.probe.sysfs.SysfsFixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code probe watch} and {@code probe scan --spool} run in-process against a real HTTP endpoint. */
class WatchCommandTest {
    private static final String BURST = "src/test/resources/udev/seed000-enclosure-unplug-bounce.udevadm-monitor.txt";
    private static final String SYSFS = SysfsFixtures.SEED000.toString();

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private ServiceStandIn service;

    @AfterEach
    void stopService() {
        if (service != null) service.close();
    }

    private int run(String... args) {
        CommandLine cmd = ProbeCommand.commandLine(new ProbeCommand(new ByteArrayInputStream(new byte[0])));
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        return cmd.execute(args);
    }

    private static long spooled(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().matches("\\d{19}\\.json")).count();
        }
    }

    @Test
    void watchPostsTheStartScanThroughTheSpoolAndFollowsARecordedBurst(@TempDir Path spool) throws Exception {
        service = ServiceStandIn.accepting().start();

        int code = run("watch", "--sysfs", SYSFS, "--host", "desktop", "--server", service.uri().toString(), "--token", "t",
                "--spool", spool.toString(), "--replay", BURST, "--debounce", "100ms");

        assertThat(code).as(err.toString()).isEqualTo(0);
        assertThat(service.accepted).as("the burst left the fixture unchanged: only the start scan is sent").hasSize(1);
        assertThat(spooled(spool)).isZero();
        assertThat(err.toString()).contains("watching host desktop via recorded udev events from " + BURST + " (10)")
                .contains("no change (10 uevents, first unbind usb 3-2:1.0)");
    }

    @Test
    void watchWithoutAServerSaysItOnlyPrintsAndPrintsEachObservation() {
        int code = run("watch", "--sysfs", SYSFS, "--host", "desktop", "--replay", BURST);

        assertThat(code).isEqualTo(0);
        assertThat(out.toString()).contains("host desktop (sysfs): 4 buses, 2 controllers, 1 device");
        assertThat(err.toString()).contains("without --server the watch only prints: each observation goes to standard output "
                + "and nothing is recorded (add --server URL to send them)");
    }

    @Test
    void watchWhileTheServiceIsDownKeepsTheObservationForTheNextRun(@TempDir Path spool) throws Exception {
        int code = run("watch", "--sysfs", SYSFS, "--host", "desktop", "--server", "http://127.0.0.1:1",
                "--spool", spool.toString(), "--replay", BURST, "--drain", "300ms");

        assertThat(code).isEqualTo(3);
        assertThat(err.toString()).contains("probe watch: 1 observation left in " + spool + " for the next run");
        assertThat(spooled(spool)).isEqualTo(1);
    }

    @Test
    void watchOfADirectoryWithoutUsbIsBadInput(@TempDir Path empty) {
        assertThat(run("watch", "--sysfs", empty.toString(), "--replay", BURST)).isEqualTo(1);
        assertThat(err.toString()).startsWith("probe watch: no USB devices under");
    }

    @Test
    void aDurationThatIsNotOneIsAUsageError() {
        assertThat(run("watch", "--sysfs", SYSFS, "--resync", "often")).isEqualTo(2);
        assertThat(err.toString()).contains("'often' is not a duration");
    }

    @Test
    void scanWithSpoolKeepsWhatTheServiceMissedAndSendsItFirstNextTime(@TempDir Path spool) throws Exception {
        service = ServiceStandIn.accepting().start();
        String url = service.uri().toString();
        service.kill();

        int down = run("scan", "--sysfs", SYSFS, "--host", "desktop", "--server", url, "--spool", spool.toString(), "--json");
        String missedId = com.fasterxml.jackson.databind.json.JsonMapper.builder().build()
                .readTree(out.toString()).path("observationId").asText();
        service.start();
        int up = run("scan", "--sysfs", SYSFS, "--host", "desktop", "--server", url, "--spool", spool.toString());

        assertThat(down).isEqualTo(3);
        assertThat(err.toString()).contains("service unreachable").contains("resent by the next scan or watch with --spool " + spool);
        assertThat(up).isEqualTo(0);
        assertThat(service.accepted).hasSize(2).first().isEqualTo(missedId);
        assertThat(spooled(spool)).isZero();
    }
}
