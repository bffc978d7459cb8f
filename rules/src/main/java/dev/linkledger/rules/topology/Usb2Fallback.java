package dev.linkledger.rules.topology;

import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Evidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkCeilings;
import dev.linkledger.rules.link.LinkMode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code USB2_FALLBACK} finding for {@code usb2-fallback.drl}; no I/O. */
public final class Usb2Fallback {
    private Usb2Fallback() {
    }

    public static Finding finding(Map<String, Object> metadata, DowngradedLink link, SuperSpeedRootHub superSpeed) {
        DeviceFact d = link.device();
        ControllerFact c = superSpeed.controller();
        RootHubFact ss = superSpeed.rootHub();
        Optional<CatalogEntry> entry = DeviceCatalog.bundled().find(d.vendorId(), d.productId());
        boolean usb2ByDesign = entry.map(CatalogEntry::usb2ByDesign).orElse(false);

        Optional<CatalogEntry> upgrade = Links.catalogUpgrade(d);
        Confidence confidence = upgrade.isPresent() ? Confidence.CERTAIN : confidence(d.capabilitySource());
        if (c.inferred()) confidence = confidence.weaker();
        if (usb2ByDesign) confidence = Confidence.POSSIBLE;

        boolean uas = d.hasDriver("uas");
        LinkCeilings ceilings = LinkCeilings.bundled();
        LinkMode now = link.negotiated() != null ? link.negotiated() : LinkMode.HIGH_SPEED;
        LinkMode capable = Links.capable(d);
        LinkMode possible = slower(capable, rootHubMode(ss, capable));
        String name = Speeds.deviceName(d, entry.map(CatalogEntry::name).orElse(null));
        String ssBus = "bus " + ss.bus() + " at " + kernel(ss.speedMbps());

        String title = "%s (%s) runs at %s (%s) though it can do %s".formatted(name, d.path(), speedName(d.negotiatedMbps()),
                kernel(d.negotiatedMbps()), Speeds.rate(capable.totalMbps()));
        String explanation = ("Device %s negotiated %s on bus %d although it can do %s (%s). The SuperSpeed root hub of the same "
                + "controller is %s, so the host offers SuperSpeed. Suspects, most likely first: the cable has no "
                + "SuperSpeed pairs (most USB-C charge cables carry USB 2.0 only); the port or connector does not make "
                + "SuperSpeed contact (a USB 2.0-only front-panel header, extension or worn socket); the device failed "
                + "SuperSpeed negotiation (replug it firmly).").formatted(d.path(), kernel(d.negotiatedMbps()), d.bus(),
                kernel(capable.totalMbps()), capabilityReason(d, upgrade), ssBus);
        if (c.inferred())
            explanation += " That buses " + buses(c) + " share one controller is inferred, not read from sysfs.";
        if (usb2ByDesign)
            explanation += " " + entry.get().name() + " enumerates in USB 2.0 mode until its driver switches it to USB 3, "
                    + "so this may be by design.";
        String action = "Try a cable marked SuperSpeed/5Gbps/10Gbps in the same port; check it reconnects on bus "
                + ss.bus() + ". If it stays on bus " + d.bus() + ", try another port of the same controller.";

        Map<String, Object> data = new LinkedHashMap<>();
        data.put("negotiatedMbps", Speeds.number(d.negotiatedMbps()));
        data.put("capabilityMbps", Speeds.number(capable.totalMbps()));
        data.put("superSpeedBus", ss.bus());
        data.put("superSpeedBusMbps", Speeds.number(ss.speedMbps()));

        List<Evidence> evidence = new java.util.ArrayList<>(List.of(
                new Evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), events(d.events())),
                new Evidence("device " + d.path() + " can do " + kernel(d.capabilityMbps()) + " (source "
                        + source(d.capabilitySource()) + ")", events(d.capabilityEvents())),
                new Evidence("bus " + ss.bus() + " is a " + kernel(ss.speedMbps()) + " root hub on the same controller",
                        events(ss.events())),
                new Evidence("controller " + c.controllerId() + " has buses " + buses(c)
                        + (c.inferred() ? " (pairing inferred)" : ""), events(c.events()))));
        upgrade.ifPresent(e -> evidence.add(new Evidence("catalog " + e.vidPid() + " (" + e.name() + ") can do "
                + kernel(e.upstream().totalMbps()) + " (" + e.source() + ")", List.of())));
        boolean catalogUsed = d.capabilitySource() == CapabilitySource.CATALOG || usb2ByDesign
                || upgrade.isPresent() || usbMode(link.capable(), entry) != link.capable();
        List<String> catalogEntries = catalogUsed
                ? List.of(entry.map(CatalogEntry::vidPid).orElse(d.vendorId() + ":" + d.productId())) : List.of();

        return new Finding(RuleMetadata.id(metadata), RuleMetadata.severity(metadata), confidence,
                Subject.device(d.path(), d.bus(), d.devnum(), d.portId()), title, explanation, action,
                ceilings.practicalMBps(now, uas), ceilings.practicalMBps(possible, uas), data, List.copyOf(evidence),
                catalogEntries);
    }

    /** How sure the "can do" side is, from where it came. */
    static Confidence confidence(CapabilitySource source) {
        if (source == null) return Confidence.POSSIBLE;
        return switch (source) {
            case BOS, CATALOG -> Confidence.CERTAIN;
            case BCD_USB, UAS_DRIVER -> Confidence.LIKELY;
            case BCD_USB_210, PRODUCT_STRING, UNKNOWN -> Confidence.POSSIBLE;
        };
    }

    /** A USB4 product enumerates as a USB device only in its USB 3 fallback mode. */
    private static LinkMode usbMode(LinkMode capable, Optional<CatalogEntry> entry) {
        return entry.filter(e -> e.usbFallback() != null && capable.totalMbps() > e.usbFallback().totalMbps())
                .map(CatalogEntry::usbFallback).orElse(capable);
    }

    private static LinkMode rootHubMode(RootHubFact rootHub, LinkMode fallback) {
        LinkMode mode = LinkMode.fromKernel(rootHub.speedMbps(), 1);
        return mode != null ? mode : fallback;
    }

    private static LinkMode slower(LinkMode a, LinkMode b) {
        return b.totalMbps() < a.totalMbps() ? b : a;
    }

    private static String speedName(double mbps) {
        if (mbps >= 480) return "USB 2.0 speed";
        if (mbps >= 12) return "USB 1.1 Full-Speed";
        return "USB 1.1 Low-Speed";
    }

    private static String capabilityReason(DeviceFact d, Optional<CatalogEntry> upgrade) {
        if (upgrade.isPresent()) return "catalog entry " + upgrade.get().vidPid() + ", " + upgrade.get().name();
        CapabilitySource source = d.capabilitySource() == null ? CapabilitySource.UNKNOWN : d.capabilitySource();
        return switch (source) {
            case BOS -> "its BOS SuperSpeed capability descriptor says so";
            case CATALOG -> "catalog entry " + d.vendorId() + ":" + d.productId();
            case BCD_USB -> "it declares bcdUSB " + (d.bcdUsb() == null ? "3.x" : d.bcdUsb().trim());
            case BCD_USB_210 -> "it declares bcdUSB 2.10, which LPM-capable USB 2.0 devices also do";
            case UAS_DRIVER -> "it is bound to the uas driver, which nearly always means a SuperSpeed bridge";
            case PRODUCT_STRING -> "its product string says so";
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

    private static List<EventRef> events(List<EventRef> events) {
        return events == null ? List.of() : List.copyOf(events);
    }
}
