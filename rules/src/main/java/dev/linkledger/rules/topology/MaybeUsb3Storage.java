package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import static dev.linkledger.rules.topology.Speeds.kernel;

/**
 * The partial-evidence case of {@code USB2_HUB_IN_PATH}: Bulk-Only mass storage ({@code usb-storage}) at 480M behind
 * a 480M hub, whose own capability the evidence does not give. {@code lsusb -t} shows a device's class, driver and
 * link, not its bcdUSB or BOS, and card readers and sticks are sold as USB 3 and as USB 2.0 alike (a USB 3 one on
 * Bulk-Only is common: UAS is the bridge's choice). So the hub chain possibly holds it at 480M: the finding says so
 * at {@link Confidence#POSSIBLE}, where a SuperSpeed port is, and which command tells, as an expert answers a paste
 * like background story 002's. It is {@code info}: a limit the evidence does not establish asks for no change yet
 * (README, "Severity").
 */
public final class MaybeUsb3Storage {
    private MaybeUsb3Storage() {
    }

    /**
     * Bulk-Only storage at 480M whose capability is unknown: neither its descriptors (bcdUSB 2.00 makes it 480M,
     * a BOS or bcdUSB 3.x SuperSpeed) nor the catalog say. UAS hardware is SuperSpeed in practice and is known so
     * already; HID and other devices gain nothing from a SuperSpeed path worth a finding.
     */
    public static boolean applies(DeviceFact d) {
        return !d.hub() && d.capabilityMbps() == null && d.linkHighSpeed() && d.hasDriver("usb-storage")
                && !d.hasDriver("uas") && Links.capable(d) == null;
    }

    static Finding finding(Map<String, Object> metadata, DeviceFact hub, List<DeviceFact> storage, List<?> rootHubs,
                           List<?> devices, List<?> ports, boolean twinUnseen) {
        DeviceFact main = storage.get(0);
        // "If it is USB 3": the slowest USB 3 it could be, on the fastest free SuperSpeed port known.
        LinkMode ifUsb3 = LinkMode.GEN1;
        var better = BetterPorts.freeRootPort(rootHubs, devices, ports, UsbSpeed.SUPER_SPEED_MBPS, null);
        String where = better.map(BetterPorts.Suggestion::where).or(() -> unseenSuperSpeedBus(hub, rootHubs))
                .orElse("a SuperSpeed port (none free is known on this host)");
        String names = storage.stream().map(d -> name(d) + " (" + d.path() + ")").collect(Collectors.joining(", "));
        String lsusb = "lsusb -v " + Usb2Fallback.select(main);
        FindingBuilder f = FindingBuilder.of(metadata)
                .severityAtMost(Severity.INFO)
                .confidence(Confidence.POSSIBLE)
                .subject(Subject.device(hub.path(), hub.bus(), hub.devnum(), hub.portId()))
                .text("USB 2.0 hub %s possibly holds %s at 480M".formatted(hubName(hub), names),
                        ("Hub %s links at %s, so everything behind it does too. %s %s on usb-storage (Bulk-Only) at %s, and the "
                                + "evidence does not say what it can do: if it is USB 3, the hub chain holds it at 480M (a USB 3 "
                                + "device behind a USB 2.0 hub or KVM switch runs on its USB 2.0 half); if it is USB 2.0, 480M is "
                                + "all it does.%s")
                                .formatted(hub.path(), kernel(hub.negotiatedMbps()), capitalized(names),
                                        storage.size() == 1 ? "is" : "are", kernel(main.negotiatedMbps()),
                                        twinUnseen ? " The paste does not show the controller's SuperSpeed bus either." : ""),
                        "If it is USB 3, plug " + name(main) + " (" + main.path() + ") straight into " + where
                                + ", not through hub " + hub.path() + ".")
                .ceilings(Links.practical(Links.negotiated(main), false),
                        Links.practical(Links.slower(ifUsb3, better.map(b -> LinkMode.of(b.rootHub().speedMbps(), 1, false))
                                .orElse(ifUsb3)), false))
                .data("hubMbps", hub.negotiatedMbps())
                .data("cappedDevices", storage.stream().map(DeviceFact::path).toList())
                .data("capabilityUnknown", true)
                .data("betterPort", better.map(b -> b.portId() != null ? b.portId() : "bus " + b.rootHub().bus()).orElse(null))
                .data("betterBus", better.map(b -> b.rootHub().bus()).orElse(null))
                .evidence("hub " + hub.path() + " links at " + kernel(hub.negotiatedMbps()), Links.concat(hub.events(), hub.capabilityEvents()))
                .toConfirm("`" + lsusb + "` tells: a 'SuperSpeed USB Device Capability' in its BOS (bcdUSB 2.10 or 3.x) makes "
                        + main.path() + " USB 3, held at 480M by the hub chain; bcdUSB 2.00 without it means 480M is all it does");
        for (DeviceFact d : storage)
            f.evidence("device " + d.path() + " behind it is mass storage on usb-storage at " + kernel(d.negotiatedMbps())
                    + ", its capability not in the evidence", d.events());
        better.ifPresent(b -> f.evidence("bus " + b.rootHub().bus() + " is a " + kernel(b.rootHub().speedMbps()) + " root hub",
                b.rootHub().events()));
        if (twinUnseen)
            f.toConfirm("paste the whole `lsusb -t`: it shows the SuperSpeed bus, and whether hub " + hub.path()
                    + " has a SuperSpeed half there");
        return f.build();
    }

    /**
     * Where the SuperSpeed bus of the hub's xHCI controller is when the paste does not show it: the xHCI driver
     * registers its USB 2.0 root hub and then its SuperSpeed one (usb_add_hcd of the primary, then the shared hcd),
     * and bus numbers are the lowest free (usb_register_bus, idr_alloc), so it is the next bus on most hosts.
     */
    private static Optional<String> unseenSuperSpeedBus(DeviceFact hub, List<?> rootHubs) {
        EvidenceCoverage coverage = EvidenceCoverage.of(hub.hostId(), rootHubs, List.of());
        RootHubFact own = coverage.rootHub(hub.bus());
        if (own == null || own.driver() == null || !own.driver().toLowerCase().contains("xhci")) return Optional.empty();
        int next = hub.bus() + 1;
        if (coverage.rootHub(next) != null) return Optional.empty();
        return Optional.of("bus " + next + " (the SuperSpeed bus of bus " + hub.bus() + "'s xHCI controller, the next bus on most "
                + "hosts; not in the paste)");
    }

    private static String hubName(DeviceFact hub) {
        String name = Links.name(hub);
        return "Device".equals(name) ? hub.path() : name + " (" + hub.path() + ")";
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** A product name when the evidence has one, else what lsusb -t says it is. */
    private static String name(DeviceFact d) {
        String name = Links.name(d);
        return "Device".equals(name) ? "the mass-storage device" : name;
    }
}
