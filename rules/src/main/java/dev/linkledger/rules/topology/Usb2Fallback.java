package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.ChipFamilies;
import dev.linkledger.rules.catalog.ChipFamily;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.catalog.Usb2Mode;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import static dev.linkledger.rules.topology.Speeds.kernel;

/**
 * Builds the {@code USB2_FALLBACK} finding for {@code usb2-fallback.drl}; no I/O. Two shapes: the
 * host shows its controller's SuperSpeed root hub (the fallback is certain as far as the
 * device's capability is), or the evidence does not cover that root hub (a partial paste), which
 * lowers the confidence and asks for the rest.
 */
public final class Usb2Fallback {
    private Usb2Fallback() {
    }

    /** The controller's SuperSpeed root hub is in the evidence. */
    public static Finding finding(Map<String, Object> metadata, DowngradedLink link, SuperSpeedRootHub superSpeed,
                                  List<?> ports) {
        ControllerFact c = superSpeed.controller();
        RootHubFact ss = superSpeed.rootHub();
        DeviceFact d = link.device();
        FindingBuilder f = start(metadata, link, rootHubMode(ss));
        String hostSide = "The SuperSpeed root hub of the same controller is bus " + ss.bus() + " at " + kernel(ss.speedMbps())
                + ", so the host offers SuperSpeed.";
        if (c.inferred()) {
            hostSide += " That buses " + buses(c) + " share one controller is inferred, not read from sysfs.";
            f.confidence(f.confidence().weaker())
                    .toConfirm("run the probe's scan on this host (sysfs names each bus's controller) or paste `ls -l /sys/bus/usb/devices/`");
        }
        finish(f, link, hostSide, "check it reconnects on bus " + ss.bus() + ". If it stays on bus " + d.bus()
                + ", try another port of the same controller.");
        f.data("superSpeedBus", ss.bus()).data("superSpeedBusMbps", ss.speedMbps())
                .evidence("bus " + ss.bus() + " is a " + kernel(ss.speedMbps()) + " root hub on the same controller", ss.events())
                .evidence("controller " + c.controllerId() + " has buses " + buses(c) + (c.inferred() ? " (pairing inferred)" : ""),
                        c.events());
        return outOfReach(bosStep(f, d), d, ports).build();
    }

    /** The evidence does not show whether the device's controller has a SuperSpeed root hub. */
    public static Finding partial(Map<String, Object> metadata, DowngradedLink link, List<?> rootHubs, List<?> controllers,
                                  List<?> ports) {
        DeviceFact d = link.device();
        EvidenceCoverage coverage = EvidenceCoverage.of(d.hostId(), rootHubs, controllers);
        RootHubFact own = coverage.rootHub(d.bus());
        FindingBuilder f = start(metadata, link, null);
        String busText = own == null ? "bus " + d.bus() + " (its root hub is not in the evidence)"
                : "bus " + d.bus() + " (" + (own.driver() == null ? "" : own.driver() + ", ") + kernel(own.speedMbps()) + " root hub)";
        String hostSide = "It sits on " + busText + ". The evidence shows " + coverage.shown()
                + ", not whether this controller has a SuperSpeed root hub; an xHCI controller nearly always has one, "
                + "in which case this is a fallback, else the port is USB 2.0 only.";
        f.confidence(f.confidence().weaker())
                .toConfirm("paste the whole `lsusb -t` (this evidence shows " + coverage.shown()
                        + "): the SuperSpeed root hub of bus " + d.bus() + "'s controller decides fallback or USB 2.0-only port");
        finish(f, link, hostSide, "check it then shows on a SuperSpeed bus (5000M or more) in `lsusb -t`.");
        f.data("busesShown", coverage.buses());
        if (own != null) f.evidence("bus " + own.bus() + " is a " + kernel(own.speedMbps()) + " root hub"
                + (own.driver() == null ? "" : " (" + own.driver() + ")"), own.events());
        return outOfReach(bosStep(f, d), d, ports).build();
    }

    private static FindingBuilder start(Map<String, Object> metadata, DowngradedLink link, LinkMode hostMode) {
        DeviceFact d = link.device();
        Optional<CatalogEntry> entry = DeviceCatalog.bundled().find(d.vendorId(), d.productId());
        Optional<KnownUsb3Chip> chip = KnownUsb3Chip.of(d);
        Optional<CatalogEntry> upgrade = Links.catalogUpgrade(d);
        Confidence confidence = chip.isPresent() ? chipConfidence(chip.get())
                : upgrade.isPresent() ? Confidence.CERTAIN : confidence(d.capabilitySource());
        if (waitingForDriver(d, entry)) confidence = Confidence.POSSIBLE;
        LinkMode capable = capable(link);
        LinkMode possible = hostMode == null ? capable : Links.slower(capable, hostMode);
        boolean uas = d.hasDriver("uas");
        LinkMode now = link.negotiated() != null ? link.negotiated() : LinkMode.HIGH_SPEED;
        String name = Speeds.deviceName(d, entry.map(CatalogEntry::name).or(() -> chip.map(KnownUsb3Chip::name)).orElse(null));
        FindingBuilder f = FindingBuilder.of(metadata).confidence(confidence)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .ceilings(Links.practical(now, uas), Links.practical(possible, uas))
                .data("negotiatedMbps", d.negotiatedMbps()).data("capabilityMbps", (double) capable.totalMbps());
        f.text("%s (%s) runs at %s (%s) though it can do %s".formatted(name, d.path(), speedName(d.negotiatedMbps()),
                kernel(d.negotiatedMbps()), Speeds.rate(capable.totalMbps())), null, null);
        f.evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events());
        if (chip.isPresent()) {
            f.evidence("device " + d.path() + " is a " + chip.get().name() + ", which can do " + kernel(capable.totalMbps())
                    + " (" + chip.get().source() + ")", d.capabilityEvents());
            if (chip.get().entry() != null) f.catalog(chip.get().entry().vidPid());
        } else {
            f.evidence("device " + d.path() + " can do " + kernel(d.capabilityMbps()) + " (source " + source(d.capabilitySource()) + ")",
                    d.capabilityEvents());
            upgrade.ifPresent(e -> f.evidence("catalog " + e.vidPid() + " (" + e.name() + ") can do "
                    + kernel(e.upstream().totalMbps()) + " (" + e.source() + ")", List.of()).catalog(e.vidPid()));
            if (d.capabilitySource() == CapabilitySource.CATALOG || waitingForDriver(d, entry))
                f.catalog(entry.map(CatalogEntry::vidPid).orElse(d.vendorId() + ":" + d.productId()));
        }
        return f;
    }

    /**
     * After what the host side needs: the command that reads a capability that was only guessed.
     * A guess from bcdUSB 2.10 alone is information until that command confirms it, except for
     * storage: since the USB 2.0 LPM ECN (2007) bcdUSB 2.10 is what USB 2.0 peripherals with Link
     * Power Management declare (Bluetooth and Wi-Fi modules, webcams), so for them 480M is most
     * often all they do, while a USB 2.0 flash drive or enclosure declares 2.00 and a USB 3 one
     * in its USB 2.0 mode declares 2.10 (background story 001).
     */
    private static FindingBuilder bosStep(FindingBuilder f, DeviceFact d) {
        String bos = boSToConfirm(d);
        boolean guessed = KnownUsb3Chip.of(d).isEmpty() && Links.catalogUpgrade(d).isEmpty();
        if (bos != null && guessed) f.toConfirm(bos);
        if (guessed && d.capabilitySource() == CapabilitySource.BCD_USB_210 && !d.storage()) f.severityAtMost(Severity.INFO);
        return f;
    }

    /**
     * A built-in device ({@link OutOfReach}) gets no other port or cable: information, unless its driver's switch
     * (a chip that starts in USB 2.0 mode) is what holds it, which is a change on this machine.
     */
    private static FindingBuilder outOfReach(FindingBuilder f, DeviceFact d, List<?> ports) {
        boolean driverSwitch = ChipFamilies.bundled().forDevice(d.drivers(), d.vendorId(), d.productId())
                .map(family -> family.usb2Mode() == Usb2Mode.SWITCHED_BY_DRIVER).orElse(false);
        if (!driverSwitch) OutOfReach.builtIn(d, ports).ifPresent(port -> OutOfReach.builtInInfo(f, d, port));
        return f;
    }

    /** Explanation and action, from what the device is and why such a device stays at 480M. */
    private static void finish(FindingBuilder f, DowngradedLink link, String hostSide, String afterChange) {
        DeviceFact d = link.device();
        Optional<KnownUsb3Chip> chip = KnownUsb3Chip.of(d);
        Optional<CatalogEntry> entry = DeviceCatalog.bundled().find(d.vendorId(), d.productId());
        LinkMode capable = capable(link);
        String why = "Device %s negotiated %s on bus %d although it can do %s (%s). ".formatted(d.path(), kernel(d.negotiatedMbps()),
                d.bus(), kernel(capable.totalMbps()), capabilityReason(d, chip));
        String suspects = "Suspects, most likely first: the cable has no SuperSpeed pairs (most USB-C charge cables carry USB 2.0 "
                + "only); the port or connector does not make SuperSpeed contact (a USB 2.0-only front-panel header, extension "
                + "or worn socket); the device failed SuperSpeed negotiation (replug it firmly).";
        String action = "Try a cable marked SuperSpeed/5Gbps/10Gbps in the same port; " + afterChange;
        // The driver's family names the cause class whatever told us the capability (catalog or driver).
        Optional<ChipFamily> bound = ChipFamilies.bundled().forDevice(d.drivers(), d.vendorId(), d.productId());
        if (bound.isPresent()) {
            var family = bound.get();
            suspects = "Cause class: " + family.cause() + ".";
            action = (family.usb2Mode() == Usb2Mode.SWITCHED_BY_DRIVER ? "Check the driver's switch: " + family.check()
                    + ". Then, with switching on, replug it into a SuperSpeed port with a USB 3 cable or extension and "
                    : "Plug it straight into a SuperSpeed port (no USB 2.0 extension or hub) and ") + afterChange;
        }
        if (waitingForDriver(d, entry))
            suspects += " " + entry.get().name() + " enumerates in USB 2.0 mode until its driver switches it to USB 3, and no "
                    + "driver is bound yet, so this may be by design.";
        f.text(null, why + hostSide + " " + suspects, action);
    }

    /** A USB 2.0-mode chip with no driver bound yet has simply not been switched. */
    private static boolean waitingForDriver(DeviceFact d, Optional<CatalogEntry> entry) {
        boolean usb2ByDesign = entry.map(CatalogEntry::usb2ByDesign).orElse(false);
        return usb2ByDesign && (d.drivers() == null || d.drivers().isEmpty());
    }

    private static LinkMode capable(DowngradedLink link) {
        LinkMode own = Links.capable(link.device());
        if (own == null) return link.capable();
        return link.capable() != null && link.capable().totalMbps() > own.totalMbps() ? link.capable() : own;
    }

    private static Confidence chipConfidence(KnownUsb3Chip chip) {
        if (chip.entry() != null) return Confidence.CERTAIN;
        return switch (chip.family().basisOrSpec()) {
            case SPEC -> Confidence.LIKELY;
            case THIRD_PARTY, INFERRED -> Confidence.POSSIBLE;
        };
    }

    /** How sure the "can do" side is, from where it came. */
    static Confidence confidence(CapabilitySource source) {
        if (source == null) return Confidence.POSSIBLE;
        return switch (source) {
            case BOS, CATALOG, SAME_UNIT -> Confidence.CERTAIN;
            case BCD_USB, UAS_DRIVER, KERNEL_LOG -> Confidence.LIKELY;
            case BCD_USB_210, PRODUCT_STRING, UNKNOWN -> Confidence.POSSIBLE;
        };
    }

    /** The command whose output settles a capability that was guessed, not read from the BOS; null when it was read. */
    static String boSToConfirm(DeviceFact d) {
        CapabilitySource source = d.capabilitySource() == null ? CapabilitySource.UNKNOWN : d.capabilitySource();
        if (source == CapabilitySource.BOS || source == CapabilitySource.CATALOG || source == CapabilitySource.BCD_USB
                || source == CapabilitySource.SAME_UNIT) return null;
        return "`lsusb -v " + select(d) + "` shows its BOS: a 'SuperSpeed USB Device Capability' there makes the capability certain"
                + " (now it rests on " + source.wire() + ")";
    }

    /** lsusb's selector for one device: {@code -d vid:pid}, else {@code -s bus:devnum} as a tree paste gives them. */
    static String select(DeviceFact d) {
        if (d.vendorId() != null && d.productId() != null) return "-d " + d.vendorId() + ":" + d.productId();
        if (d.devnum() != null) return "-s " + d.bus() + ":" + d.devnum();
        return "-s " + d.bus() + ":";
    }

    private static LinkMode rootHubMode(RootHubFact rootHub) {
        return LinkMode.fromKernel(rootHub.speedMbps(), 1);
    }

    private static String speedName(double mbps) {
        if (mbps >= UsbSpeed.HIGH_SPEED_MBPS) return "USB 2.0 speed";
        if (mbps >= UsbSpeed.FULL_SPEED_MBPS) return "USB 1.1 Full-Speed";
        return "USB 1.1 Low-Speed";
    }

    private static String capabilityReason(DeviceFact d, Optional<KnownUsb3Chip> chip) {
        if (chip.isPresent()) return (chip.get().entry() != null ? "catalog entry " + chip.get().entry().vidPid() + ", "
                : "its driver " + String.join("/", d.drivers()) + " binds only ") + chip.get().name();
        Optional<CatalogEntry> upgrade = Links.catalogUpgrade(d);
        if (upgrade.isPresent()) return "catalog entry " + upgrade.get().vidPid() + ", " + upgrade.get().name();
        CapabilitySource source = d.capabilitySource() == null ? CapabilitySource.UNKNOWN : d.capabilitySource();
        return switch (source) {
            case BOS -> "its BOS SuperSpeed capability descriptor says so";
            case CATALOG -> "catalog entry " + d.vendorId() + ":" + d.productId();
            case BCD_USB -> "it declares bcdUSB " + (d.bcdUsb() == null ? "3.x" : d.bcdUsb().trim());
            case BCD_USB_210 -> "it declares bcdUSB 2.10, which LPM-capable USB 2.0 devices also do";
            case UAS_DRIVER -> "it is bound to the uas driver: in practice UAS bridges are USB 3 parts (every bridge on the "
                    + "kernel's UAS quirk lists, unusual_uas.h, is one), though uas also binds at 480M (uas-detect.h asks for "
                    + "streams only at SuperSpeed)";
            case PRODUCT_STRING -> "its product string says so";
            case KERNEL_LOG -> "the kernel log shows it linked at SuperSpeed on the SuperSpeed bus seconds before it came "
                    + "back on this USB 2.0 bus: when SuperSpeed training fails, a USB 3 device connects over its USB 2.0 pairs";
            case SAME_UNIT -> "the same unit (its vendor, product and serial) linked at SuperSpeed elsewhere in this evidence";
            case UNKNOWN -> "source unknown";
        };
    }

    /** As the observation and the API name it ({@code driver:uas}), so a fact reads the same everywhere. */
    private static String source(CapabilitySource source) {
        return source == null ? CapabilitySource.UNKNOWN.wire() : source.wire();
    }

    private static String buses(ControllerFact c) {
        return c.buses() == null ? "?" : c.buses().stream().map(String::valueOf).collect(Collectors.joining(" and "));
    }
}
