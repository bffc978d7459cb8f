package dev.linkledger.advisor.bench;

import java.time.Instant;
import java.util.Random;
import java.util.StringJoiner;

/**
 * A host with 200 devices (10 hubs on the root ports of bus 3, 19 devices behind each) whose
 * observations churn 5 %: each next observation swaps 10 of the 190 leaf devices for new ones
 * (a disconnect and a connect each), as a busy lab bench would.
 */
final class HubLab {
    static final int HUBS = 10;
    static final int PER_HUB = 19;
    static final int CHURN = 10;

    private final String hostId;
    private final Random random = new Random(42);
    private final int[] serials = new int[HUBS * PER_HUB];
    private int nextSerial;
    private int observation;

    HubLab(String hostId) {
        this.hostId = hostId;
        for (int i = 0; i < serials.length; i++) serials[i] = nextSerial++;
    }

    /** The next observation's JSON; the first is the full host, each later one churned. */
    String next() {
        if (observation > 0) {
            for (int k = 0; k < CHURN; k++) serials[random.nextInt(serials.length)] = nextSerial++;
        }
        return observed();
    }

    /** The host as last observed, re-scanned later (new id and time): a probe's periodic re-scan that finds no change. */
    String again() {
        return observed();
    }

    private String observed() {
        observation++;
        Instant at = Instant.parse("2026-11-30T00:00:00Z").plusMillis(observation * 100L);
        StringJoiner devices = new StringJoiner(",");
        StringJoiner ports = new StringJoiner(",");
        for (int h = 1; h <= HUBS; h++) {
            ports.add("{\"id\":\"usb3-port%d\",\"bus\":3,\"hubPath\":\"usb3\",\"number\":%d}".formatted(h, h));
            devices.add(("{\"path\":\"3-%d\",\"bus\":3,\"devnum\":%d,\"parentPath\":\"usb3\",\"portId\":\"usb3-port%d\","
                    + "\"speedMbps\":480,\"bcdUsb\":\"2.00\",\"vendorId\":\"05e3\",\"productId\":\"0610\",\"deviceClass\":\"09\","
                    + "\"maxChild\":%d}").formatted(h, h + 1, h, PER_HUB));
            for (int m = 1; m <= PER_HUB; m++) {
                int serial = serials[(h - 1) * PER_HUB + m - 1];
                devices.add(("{\"path\":\"3-%d.%d\",\"bus\":3,\"devnum\":%d,\"parentPath\":\"3-%d\",\"portId\":\"3-%d-port%d\","
                        + "\"speedMbps\":12,\"bcdUsb\":\"2.00\",\"vendorId\":\"1a86\",\"productId\":\"7523\",\"deviceClass\":\"ff\","
                        + "\"serial\":\"SN%08d\",\"product\":\"bench serial adapter\",\"interfaces\":[{\"number\":0,"
                        + "\"interfaceClass\":\"ff\",\"interfaceSubClass\":\"01\",\"interfaceProtocol\":\"02\",\"driver\":\"ch341\"}]}")
                        .formatted(h, m, 12 + serial % 100, h, h, m, serial));
            }
        }
        return """
                {"observationId":"bench-%d","hostId":"%s","observedAt":"%s","source":"sysfs",
                 "buses":[{"bus":3,"speedMbps":480,"ports":%d,"driver":"xhci_hcd","controller":"0000:00:14.0"}],
                 "controllers":[{"id":"0000:00:14.0","pciAddress":"0000:00:14.0","vendorId":"8086","deviceId":"a36d",
                                 "pciClass":"0c0330","buses":[3],"inferred":false}],
                 "ports":[%s],
                 "devices":[%s]}
                """.formatted(observation, hostId, at, HUBS, ports, devices);
    }
}
