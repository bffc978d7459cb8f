package dev.linkledger.probe.sysfs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * How the committed fixture trees under {@code src/test/resources/sysfs/} were written (all but
 * the hand-made {@code seed000-desktop}). Regenerate from {@code probe/} with
 * {@code java -cp target/test-classes dev.linkledger.probe.sysfs.SysfsFixtureTrees src/test/resources/sysfs};
 * {@link SysfsFixtureTreesTest} fails when the committed trees and this code drift apart.
 * Stories: /work/shared/background/000 (JMS583 enclosure), 002 (KVM chain), 003 (JMS583 + SN550).
 */
public final class SysfsFixtureTrees {
    static final Map<String, Consumer<SysfsTreeWriter>> TREES = Map.of(
            "seed000-laptop", SysfsFixtureTrees::seed000Laptop,
            "seed002-kvm-chain", w -> seed002(w, false),
            "seed002-moved", w -> seed002(w, true),
            "seed003-jms583-sn550", SysfsFixtureTrees::seed003,
            "typec-emarked-usb4", w -> typec(w, "0x1c60315c", "0x110a4643", true),
            "typec-usb2-cable", w -> typec(w, "0x18002b1d", "0x11082040", false),
            "usb4-host", SysfsFixtureTrees::usb4Host);

    private SysfsFixtureTrees() {
    }

    public static void main(String[] args) throws IOException {
        Path base = Path.of(args.length > 0 ? args[0] : "src/test/resources/sysfs");
        for (var e : TREES.entrySet()) {
            Path dir = base.resolve(e.getKey());
            delete(dir);
            e.getValue().accept(new SysfsTreeWriter(dir));
            System.out.println("wrote " + dir);
        }
    }

    /** Seed 000's enclosure on the laptop: Intel Tiger Lake xHCI, 10 Gb/s port, good cable, uas. */
    static void seed000Laptop(SysfsTreeWriter w) {
        Path pci = w.controller("pci0000:00/0000:00:14.0", "8086", "a0ed");
        w.rootHub(pci, 1, "480", " 2.00", 12);
        w.rootHub(pci, 2, "10000", " 3.10", 4);
        for (int p = 1; p <= 4; p++) w.peer(w.portDir("usb1", p), w.portDir("usb2", p));
        Path enclosure = w.device("2-1", 2, "10000", " 3.10", "152d", "0583", "0209", "00", "00",
                "JMicron", "USB to PCIE Bridge", "0123456789ABCDEF", "896mA");
        w.bytes(enclosure, "bos_descriptors", BosBytes.GEN2);
        w.iface("2-1", 0, "08", "06", "62", "uas");
    }

    /**
     * Seed 002: bus 1 is the 16-port USB 2.0 root hub, port 7 (a black USB 2.0-only socket, no
     * companion) carries the KVM switch's hub, then the keyboard's hub (the USB 2.0 half of a
     * USB 3 hub), the card reader on usb-storage at 480M. Moved: the reader on a 5000M port.
     */
    static void seed002(SysfsTreeWriter w, boolean moved) {
        Path pci = w.controller("pci0000:00/0000:00:14.0", "8086", "a36d");
        w.rootHub(pci, 1, "480", " 2.00", 16);
        w.rootHub(pci, 2, "5000", " 3.10", 8);
        for (int p = 1; p <= 6; p++) w.peer(w.portDir("usb1", p), w.portDir("usb2", p));
        w.peer(w.portDir("usb1", 9), w.portDir("usb2", 7));
        w.peer(w.portDir("usb1", 10), w.portDir("usb2", 8));
        w.device("1-7", 59, "480", " 2.00", "1a40", "0101", "0111", "09", "01", null, "USB 2.0 Hub", null, "100mA");
        w.hub("1-7", 4, false);
        Path keyboardHub = w.device("1-7.2", 60, "480", " 2.10", "05e3", "0610", "0656", "09", "02",
                "GenesysLogic", "USB2.1 Hub", null, "100mA");
        w.bytes(keyboardHub, "bos_descriptors", BosBytes.GEN1_HUB);
        w.hub("1-7.2", 4, false);
        w.device("1-7.2.3", 61, "1.5", " 1.10", "046d", "c31c", "6400", "00", "00", "Logitech", "USB Keyboard", null, "90mA");
        w.iface("1-7.2.3", 0, "03", "01", "01", "usbhid");
        w.iface("1-7.2.3", 1, "03", "00", "00", "usbhid");
        w.device("1-7.2.4", 62, "480", " 2.00", "05e3", "0608", "6060", "09", "01", null, "USB2.0 Hub", null, "100mA");
        w.hub("1-7.2.4", 4, false);
        String reader = moved ? "2-2" : "1-7.2.1";
        Path dir = w.device(reader, moved ? 3 : 70, moved ? "5000" : "480", moved ? " 3.00" : " 2.10", "05e3", "0749", "1532",
                "00", "00", "Generic", "USB3.0 Card Reader", "000000001532", moved ? "896mA" : "500mA");
        w.bytes(dir, "bos_descriptors", BosBytes.GEN1);
        w.iface(reader, 0, "08", "06", "50", "usb-storage");
    }

    /**
     * Seed 003 in its good-cable state: the Mokin (JMS583) enclosure at 10000M behind two Gen 2
     * hubs (VL822: SuperSpeed halves on bus 2, USB 2.0 halves on bus 1), the SN550 as sde.
     */
    static void seed003(SysfsTreeWriter w) {
        Path pci = w.controller("pci0000:00/0000:00:14.0", "8086", "a0ed");
        w.rootHub(pci, 1, "480", " 2.00", 12);
        w.rootHub(pci, 2, "10000", " 3.10", 4);
        for (int p = 1; p <= 4; p++) w.peer(w.portDir("usb1", p), w.portDir("usb2", p));
        for (String half : List.of("1", "2")) {
            boolean ss = half.equals("2");
            for (String hub : List.of(half + "-3", half + "-3.4")) {
                Path dir = w.device(hub, ss ? (hub.length() == 3 ? 2 : 3) : (hub.length() == 3 ? 5 : 6), ss ? "10000" : "480",
                        ss ? " 3.20" : " 2.10", "2109", ss ? "0822" : "2822", "8216", "09", ss ? "03" : "02",
                        "VIA Labs, Inc.", ss ? "USB3.1 Hub" : "USB2.0 Hub", null, "0mA");
                w.bytes(dir, "bos_descriptors", ss ? BosBytes.GEN2_HUB : BosBytes.GEN1_HUB);
                w.hub(hub, 4, ss);
            }
        }
        for (String hub : List.of("-3", "-3.4")) {
            for (int p = 1; p <= 4; p++) w.peer(w.portDir("1" + hub, p), w.portDir("2" + hub, p));
        }
        Path enclosure = w.device("2-3.4.4", 23, "10000", " 3.10", "152d", "0583", "0209", "00", "00",
                "JMicron", "USB to PCIE Bridge", "0123456789ABCDEF", "896mA");
        w.bytes(enclosure, "bos_descriptors", BosBytes.GEN2);
        w.iface("2-3.4.4", 0, "08", "06", "62", "uas");
        Path scsi = enclosure.resolve("2-3.4.4:1.0/host11/target11:0:0/11:0:0:0");
        w.attr(scsi, "vendor", "JMicron ");
        w.attr(scsi, "model", "Generic         ");
        w.attr(scsi, "rev", "0209");
        Path sde = scsi.resolve("block/sde");
        w.attr(sde, "size", "488397168");
        w.attr(sde, "removable", "0");
        w.attr(sde.resolve("queue"), "rotational", "0");
        w.attr(sde.resolve("queue"), "logical_block_size", "512");
        w.attr(sde.resolve("sde1"), "size", "488392704");
        w.link(sde.resolve("device"), scsi);
        w.link(w.root().resolve("block/sde"), sde);
        // An internal NVMe disk is not on USB and must not be tied to a link.
        Path nvme = w.root().resolve("devices/pci0000:00/0000:00:06.0/0000:01:00.0/nvme/nvme0");
        w.attr(nvme.resolve("nvme0n1"), "size", "1000215216");
        w.attr(nvme.resolve("nvme0n1/queue"), "rotational", "0");
        w.link(nvme.resolve("nvme0n1/device"), nvme);
        w.link(w.root().resolve("block/nvme0n1"), nvme.resolve("nvme0n1"));
    }

    /**
     * A laptop Type-C port ({@code port0}, UCSI) wired to usb1-port1 and usb2-port1, a partner
     * and a cable with an e-marker. With a USB4 cable the T7-class SSD links at 10000M; behind
     * a USB 2.0-only charge cable the JMS583 enclosure comes up on the 2.0 half at 480M.
     */
    static void typec(SysfsTreeWriter w, String cableHeader, String cableVdo, boolean fullFeatured) {
        Path pci = w.controller("pci0000:00/0000:00:14.0", "8086", "a0ed");
        w.rootHub(pci, 1, "480", " 2.00", 12);
        w.rootHub(pci, 2, "10000", " 3.10", 4);
        for (int p = 1; p <= 4; p++) w.peer(w.portDir("usb1", p), w.portDir("usb2", p));
        Path port0 = w.root().resolve("devices/platform/USBC000:00/typec/port0");
        w.attr(port0, "data_role", "[host] device");
        w.attr(port0, "power_role", "[source] sink");
        w.attr(port0, "port_type", "dual");
        w.attr(port0, "usb_typec_revision", "2.0");
        w.link(w.portDir("usb1", 1).resolve("connector"), port0);
        w.link(w.portDir("usb2", 1).resolve("connector"), port0);
        Path partner = port0.resolve("port0-partner");
        identity(w, partner.resolve("identity"), "0x500004e8", "0x00000000", "0x40010100", "0x00000000");
        w.attr(partner, "type", "");
        w.attr(partner, "usb_power_delivery_revision", "3.0");
        Path cable = port0.resolve("port0-cable");
        identity(w, cable.resolve("identity"), cableHeader, "0x00000000", "0x00010000", cableVdo);
        w.attr(cable, "type", "passive");
        w.attr(cable, "plug_type", "type-c");
        w.attr(cable.resolve("port0-plug0"), "number_of_alternate_modes", "0");
        Path typec = w.root().resolve("class/typec");
        w.link(typec.resolve("port0"), port0);
        w.link(typec.resolve("port0-partner"), partner);
        w.link(typec.resolve("port0-cable"), cable);
        w.link(typec.resolve("port0-plug0"), cable.resolve("port0-plug0"));
        if (fullFeatured) {
            Path ssd = w.device("2-1", 2, "10000", " 3.20", "04e8", "4001", "0100", "00", "00",
                    "Samsung", "PSSD T7", "S5SXNS0R812345A", "896mA");
            w.bytes(ssd, "bos_descriptors", BosBytes.GEN2);
            w.iface("2-1", 0, "08", "06", "62", "uas");
        } else {
            Path enclosure = w.device("1-1", 4, "480", " 2.10", "152d", "0583", "0209", "00", "00",
                    "JMicron", "USB to PCIE Bridge", "0123456789ABCDEF", "500mA");
            w.bytes(enclosure, "bos_descriptors", BosBytes.GEN2);
            w.iface("1-1", 0, "08", "06", "62", "uas");
        }
    }

    private static void identity(SysfsTreeWriter w, Path dir, String header, String certStat, String product, String vdo1) {
        w.attr(dir, "id_header", header);
        w.attr(dir, "cert_stat", certStat);
        w.attr(dir, "product", product);
        w.attr(dir, "product_type_vdo1", vdo1);
        w.attr(dir, "product_type_vdo2", "0x00000000");
        w.attr(dir, "product_type_vdo3", "0x00000000");
    }

    /** A Meteor Lake USB4 host router with a dock at generation 4 over two 20 Gb/s lanes each way. */
    static void usb4Host(SysfsTreeWriter w) {
        Path xhci = w.controller("pci0000:00/0000:00:0d.0", "8086", "7ec0");
        w.rootHub(xhci, 1, "480", " 2.00", 1);
        w.rootHub(xhci, 2, "10000", " 3.10", 2);
        w.peer(w.portDir("usb1", 1), w.portDir("usb2", 1));
        Path nhi = w.root().resolve("devices/pci0000:00/0000:00:0d.2");
        w.attr(nhi, "vendor", "0x8086");
        w.attr(nhi, "device", "0x7ec2");
        w.attr(nhi, "class", "0x0c0340");
        w.driver(nhi, "pci", "thunderbolt");
        Path domain = nhi.resolve("domain0");
        w.attr(domain, "security", "user");
        w.attr(domain, "boot_acl", "c4010000-0081-8d28-23d4-06ab1c90f921" + ",".repeat(15));
        Path host = domain.resolve("0-0");
        router(w, host, "Intel", "Meteor Lake", null);
        w.attr(host.resolve("usb4_port1"), "link", "usb4");
        w.attr(host.resolve("usb4_port2"), "link", "none");
        Path dock = host.resolve("0-1");
        router(w, dock, "CalDigit, Inc.", "TS4", "20.0 Gb/s");
        w.attr(dock.resolve("usb4_port1"), "link", "usb4");
        w.attr(dock.resolve("usb4_port3"), "link", "none");
        w.attr(dock, "authorized", "1");
        Path devices = w.root().resolve("bus/thunderbolt/devices");
        w.link(devices.resolve("domain0"), domain);
        w.link(devices.resolve("0-0"), host);
        w.link(devices.resolve("0-1"), dock);
        w.link(devices.resolve("0-0:1.1"), host.resolve("0-0:1.1"));
        w.attr(host.resolve("0-0:1.1"), "uevent", "DEVTYPE=thunderbolt_retimer");
    }

    private static void router(SysfsTreeWriter w, Path dir, String vendor, String device, String laneRate) {
        w.attr(dir, "generation", "4");
        w.attr(dir, "vendor_name", vendor);
        w.attr(dir, "device_name", device);
        w.attr(dir, "unique_id", dir.getFileName().toString().equals("0-0")
                ? "d6010000-0000-0000-0000-000000000000" : "c4010000-0081-8d28-23d4-06ab1c90f921");
        if (laneRate != null) {
            w.attr(dir, "rx_speed", laneRate);
            w.attr(dir, "tx_speed", laneRate);
            w.attr(dir, "rx_lanes", "2");
            w.attr(dir, "tx_lanes", "2");
        }
    }

    static void delete(Path dir) throws IOException {
        if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
