package dev.linkledger.advisor.bench;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.advisor.engine.Advisor;
import dev.linkledger.advisor.facts.FactProjector;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Advisor benchmark inside the service: a 200-device host posted over HTTP, then its advice
 * computed again and again as {@code AdviceEvaluations} does (facts read from PostgreSQL by the
 * FactProjector, then the rule base). Not a {@code *Test}; run with
 * <pre>./mvnw -B -o -pl advisor -am verify -Dtest=AdvisorServiceBench -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AdvisorServiceBench {
    private static final String HOST = "bench-200";

    @Inject
    Advisor advisor;
    @Inject
    FactProjector projector;

    @Test
    void measures() {
        given().contentType("application/json").body(observation(200)).post("/api/hosts/" + HOST + "/observations")
                .then().statusCode(200);
        int facts = QuarkusTransaction.requiringNew().call(() -> projector.factsFor(HOST).all().size());
        int findings = QuarkusTransaction.requiringNew().call(() -> advisor.findingsFor(HOST).size());
        assertThat(facts).isGreaterThan(200);

        for (int i = 0; i < 100; i++) QuarkusTransaction.requiringNew().call(() -> advisor.findingsFor(HOST));
        double[] projection = new double[200];
        double[] whole = new double[200];
        for (int i = 0; i < whole.length; i++) {
            long t = System.nanoTime();
            QuarkusTransaction.requiringNew().call(() -> projector.factsFor(HOST));
            projection[i] = (System.nanoTime() - t) / 1e6;
            t = System.nanoTime();
            QuarkusTransaction.requiringNew().call(() -> advisor.findingsFor(HOST));
            whole[i] = (System.nanoTime() - t) / 1e6;
        }
        System.out.printf("ADVISOR-SERVICE-BENCH host: 200 devices, %d facts, %d findings; facts from PostgreSQL median %.2f ms "
                        + "p95 %.2f ms; facts + rules median %.2f ms p95 %.2f ms (200 runs after 100 warm-up)%n",
                facts, findings, pct(projection, 50), pct(projection, 95), pct(whole, 50), pct(whole, 95));
    }

    /** One controller pair per 100 devices; USB 3 hubs on the root ports, enclosures and sticks behind them. */
    private static String observation(int devices) {
        List<String> buses = new ArrayList<>();
        List<String> controllers = new ArrayList<>();
        List<String> ports = new ArrayList<>();
        List<String> devs = new ArrayList<>();
        int made = 0;
        for (int c = 0; made < devices; c++) {
            int hs = 2 * c + 1;
            int ss = 2 * c + 2;
            String pci = "0000:%02x:00.0".formatted(c + 1);
            buses.add("{\"bus\":%d,\"speedMbps\":480,\"ports\":8,\"driver\":\"xhci_hcd\",\"controller\":\"%s\"}".formatted(hs, pci));
            buses.add("{\"bus\":%d,\"speedMbps\":10000,\"ports\":8,\"driver\":\"xhci_hcd\",\"controller\":\"%s\"}".formatted(ss, pci));
            controllers.add("{\"id\":\"%s\",\"pciAddress\":\"%s\",\"buses\":[%d,%d],\"inferred\":false}".formatted(pci, pci, hs, ss));
            for (int p = 1; p <= 8; p++) {
                ports.add("{\"id\":\"usb%d-port%d\",\"bus\":%d,\"hubPath\":\"usb%d\",\"number\":%d,\"peer\":\"usb%d-port%d\"}"
                        .formatted(hs, p, hs, hs, p, ss, p));
                ports.add("{\"id\":\"usb%d-port%d\",\"bus\":%d,\"hubPath\":\"usb%d\",\"number\":%d,\"peer\":\"usb%d-port%d\"}"
                        .formatted(ss, p, ss, ss, p, hs, p));
            }
            int devnum = 2;
            for (int p = 3; p <= 8 && made < devices; p++) {
                for (int bus : new int[]{hs, ss}) {
                    if (made >= devices) break;
                    int speed = bus == ss ? 10000 : 480;
                    String hub = bus + "-" + p;
                    devs.add(device(hub, bus, devnum++, PortPath.rootHubName(bus), PortPath.rootPortId(bus, p), speed, "2109", "0822",
                            "09", null, "hub"));
                    made++;
                    for (int child = 1; child <= 8 && made < devices; child++, made++) {
                        boolean enclosure = child % 3 == 1;
                        devs.add(device(hub + "." + child, bus, devnum++, hub, PortPath.portName(hub, child), speed,
                                enclosure ? "152d" : "0781", enclosure ? "0583" : "5583", "00", "S" + bus + p + child,
                                enclosure ? "uas" : "usb-storage"));
                    }
                }
            }
        }
        return "{\"observationId\":\"bench-1\",\"hostId\":\"%s\",\"observedAt\":\"%s\",\"source\":\"sysfs\",\"buses\":[%s],"
                .formatted(HOST, Instant.parse("2026-11-30T08:00:00Z"), String.join(",", buses))
                + "\"controllers\":[%s],\"ports\":[%s],\"devices\":[%s]}".formatted(String.join(",", controllers),
                String.join(",", ports), String.join(",", devs));
    }

    private static String device(String path, int bus, int devnum, String parent, String portId, int speed, String vid,
                                 String pid, String deviceClass, String serial, String driver) {
        return ("{\"path\":\"%s\",\"bus\":%d,\"devnum\":%d,\"parentPath\":\"%s\",\"portId\":\"%s\",\"speedMbps\":%d,"
                + "\"bcdUsb\":\"3.20\",\"vendorId\":\"%s\",\"productId\":\"%s\",\"deviceClass\":\"%s\"%s,"
                + "\"capability\":{\"maxSpeedMbps\":10000,\"lanes\":1,\"source\":\"bos\"},"
                + "\"interfaces\":[{\"number\":0,\"interfaceClass\":\"%s\",\"driver\":\"%s\"}]}")
                .formatted(path, bus, devnum % 128, parent, portId, speed, vid, pid, deviceClass,
                        serial == null ? "" : ",\"serial\":\"" + serial + "\"", "09".equals(deviceClass) ? "09" : "08", driver);
    }

    private static double pct(double[] values, int percentile) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)];
    }
}
