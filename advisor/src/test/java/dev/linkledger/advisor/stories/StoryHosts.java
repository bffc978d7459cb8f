package dev.linkledger.advisor.stories;

import java.time.Instant;

import static dev.linkledger.advisor.stories.SysfsHosts.awaitFindings;
import static dev.linkledger.advisor.stories.SysfsHosts.hasRule;
import static dev.linkledger.advisor.stories.SysfsHosts.post;
import static dev.linkledger.advisor.stories.SysfsHosts.read;
import static io.restassured.RestAssured.given;

/**
 * The background stories' hosts as the pictures draw them, each posted from the probe's sysfs fixture of
 * its story (probe/agent/src/test/resources/sysfs/README.md) with what its story registers, once its
 * finding is recorded. Seeds 000 and 003 share the enclosure's serial in their fixtures; the newest
 * registration of an identity is what a chain draws, so each registers its own just before.
 */
public final class StoryHosts {
    private static final Instant T0 = Instant.parse("2026-11-30T09:00:00Z");

    private StoryHosts() {
    }

    /**
     * Seed 000's desktop: the JMS583 enclosure at 480M on the 10 Gb/s connector usb3-port2 + usb4-port2,
     * registered as the story tells it (a 500 GB NVMe from an old laptop, its rating unknown).
     */
    public static void seed000Desktop(String host) {
        registerEnclosure("""
                {"label":"rootfs NVMe in a JMS583 USB-C box","bridge":"JMS583",
                 "medium":{"kind":"NVME","pcieGeneration":3,"pcieLanes":2},
                 "usb":{"vendorId":"152d","productId":"0583","serial":"0123456789ABCDEF"}}""");
        post(read("seed000-desktop", host, host + "-1", T0));
        awaitFindings(host, hasRule("USB2_FALLBACK"));
    }

    /**
     * Seed 002's KVM chain, with the V30 microSD card registered in its reader (rated 90 MB/s: the story's
     * write once the reader sat on the 5000M bus).
     */
    public static void seed002KvmChain(String host) {
        post(read("seed002-kvm-chain", host, host + "-1", T0));
        registerEnclosure("""
                {"label":"V30 microSD in the card reader","bridge":"05e3:0749","medium":{"kind":"SD","sdClass":"V30"},
                 "ratedMediumMBps":90,"usb":{"vendorId":"05e3","productId":"0749","serial":"000000001532"}}""");
        awaitFindings(host, hasRule("USB2_HUB_IN_PATH"));
    }

    /** Seed 003's Mokin enclosure: JMS583 (PCIe Gen3 x2) with the SN550 (2400 MB/s) at 10000M behind two hubs. */
    public static void seed003Jms583(String host) {
        post(read("seed003-jms583-sn550", host, host + "-1", T0));
        registerEnclosure("""
                {"label":"Mokin M.2 NVMe enclosure","bridge":"JMS583",
                 "medium":{"kind":"NVME","pcieGeneration":3,"pcieLanes":2},"ratedMediumMBps":2400,
                 "usb":{"vendorId":"152d","productId":"0583","serial":"0123456789ABCDEF"}}""");
        awaitFindings(host, hasRule("BRIDGE_BOTTLENECK"));
    }

    private static void registerEnclosure(String json) {
        given().contentType("application/json").body(json).post("/api/enclosures").then().statusCode(201);
    }
}
