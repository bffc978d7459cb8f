package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.catalog.HostControllers;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;

import java.util.List;
import java.util.Optional;
import java.util.Map;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code USB2_ONLY_PORT} finding for {@code ports.drl}; no I/O. */
public final class Usb2OnlyPort {
    private Usb2OnlyPort() {
    }

    /**
     * @param unpaired the device's root port when it is a USB 2.0-only connector on a controller that
     *                 has SuperSpeed (no {@code peer}); null when the whole bus has no SuperSpeed half
     */
    public static Finding finding(Map<String, Object> metadata, DeviceFact d, RootHubFact bus, PortFact unpaired,
                                  List<?> rootHubs, List<?> devices, List<?> ports) {
        Optional<KnownUsb3Chip> chip = KnownUsb3Chip.of(d);
        LinkMode capable = Links.capable(d);
        if (capable == null || !capable.superSpeed()) capable = chip.map(KnownUsb3Chip::capable).orElse(capable);
        var better = BetterPorts.freeRootPort(rootHubs, devices, ports, UsbSpeed.SUPER_SPEED_MBPS, d.portId());
        LinkMode there = better.map(b -> LinkMode.of(b.rootHub().speedMbps(), 1, false)).orElse(capable);
        boolean uas = d.hasDriver("uas");
        String where = better.map(BetterPorts.Suggestion::where).orElse("a SuperSpeed port (all are in use now)");
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(Links.capabilityConfidence(d))
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) can do %s but sits on a USB 2.0-only port".formatted(Links.name(d), d.path(),
                                Speeds.rate(capable.totalMbps())),
                        (unpaired != null
                                ? "Port %s has no SuperSpeed peer while other ports of bus %d have one: the kernel pairs the USB 2.0 "
                                        .formatted(unpaired.portId(), bus.bus())
                                        + "and SuperSpeed halves of each physical connector, so this connector is wired for USB 2.0 only "
                                        + "(a front-panel header, an internal or hardwired port)"
                                        + (unpaired.connectType() == null ? "" : ", connect_type " + unpaired.connectType())
                                        + ". %s links at %s whatever the cable. The device says it can do %s%s."
                                        .formatted(d.path(), kernel(d.negotiatedMbps()), kernel(capable.totalMbps()), bcd(d))
                                : ("Bus %d (%s, driver %s) belongs to a controller without a SuperSpeed root hub (EHCI, or a 2.0-only "
                                + "connector), so %s links at %s whatever the cable. The device says it can do %s%s. "
                                + "The device itself can still be the slower part: USB 3 sticks vary widely.")
                                .formatted(bus.bus(), kernel(bus.speedMbps()), bus.driver(), d.path(), kernel(d.negotiatedMbps()),
                                        kernel(capable.totalMbps()), bcd(d))),
                        "Move it to " + where + ".")
                .ceilings(Links.practical(Links.negotiated(d), uas), Links.practical(Links.slower(capable, there), uas))
                .data("negotiatedMbps", d.negotiatedMbps())
                .data("capabilityMbps", capable.totalMbps())
                .data("betterPort", better.map(b -> b.portId() != null ? b.portId() : "bus " + b.rootHub().bus()).orElse(null))
                .data("betterBus", better.map(b -> b.rootHub().bus()).orElse(null))
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events())
                .evidence("device " + d.path() + " can do " + kernel(capable.totalMbps()) + " (source "
                        + (d.capabilitySource() == null ? "unknown" : d.capabilitySource().name().toLowerCase()) + ")", d.capabilityEvents())
                .evidence(unpaired != null ? "port " + unpaired.portId() + " has no SuperSpeed peer; other ports of bus " + bus.bus() + " do"
                        : "bus " + bus.bus() + " is a " + kernel(bus.speedMbps()) + " root hub with no SuperSpeed companion",
                        unpaired != null ? unpaired.events() : bus.events());
        better.ifPresent(b -> f.evidence("bus " + b.rootHub().bus() + " is a " + kernel(b.rootHub().speedMbps()) + " root hub",
                b.rootHub().events()));
        Links.catalogUpgrade(d).ifPresent(e -> f.catalog(e.vidPid()));
        String bos = Usb2Fallback.boSToConfirm(d);
        if (bos != null && Links.catalogUpgrade(d).isEmpty() && KnownUsb3Chip.of(d).isEmpty()) f.toConfirm(bos);
        OutOfReach.builtIn(d, ports).ifPresent(port -> OutOfReach.builtInInfo(f, d, port));
        return f.build();
    }

    /**
     * The device's bus is driven by a host controller without SuperSpeed (EHCI, DWC HS OTG on a Raspberry
     * Pi 0-3) and no SuperSpeed root hub is in the evidence: no port or cable of this host does better, so it is
     * information ({@link OutOfReach}) with what would lift it, a host with a SuperSpeed port.
     */
    public static Finding onHostWithoutSuperSpeed(Map<String, Object> metadata, DowngradedLink link, RootHubFact bus,
                                                  List<?> rootHubs, List<?> controllers, List<?> uasLines) {
        DeviceFact d = link.device();
        Optional<KnownUsb3Chip> chip = KnownUsb3Chip.of(d);
        LinkMode capable = Links.capable(d);
        if (capable == null || !capable.superSpeed()) capable = chip.map(KnownUsb3Chip::capable).orElse(capable);
        // Known from a UAS interface the kernel named (uas-detect.h) rather than from the device's descriptors.
        boolean byUasInterface = capable == null || !capable.superSpeed();
        if (byUasInterface) capable = link.capable();
        var hc = HostControllers.bundled().forDriver(bus.driver()).orElseThrow();
        EvidenceCoverage coverage = EvidenceCoverage.of(d.hostId(), rootHubs, controllers);
        boolean uas = d.hasDriver("uas");
        boolean onlyThisBus = coverage.buses().size() <= 1;
        Confidence confidence = byUasInterface ? Confidence.LIKELY : chip.filter(c -> c.entry() != null).map(c -> Confidence.CERTAIN)
                .orElse(Links.capabilityConfidence(d));
        FindingBuilder f = FindingBuilder.of(metadata)
                // Evidence of one bus cannot rule out a USB 3 controller elsewhere on the host.
                .confidence(onlyThisBus ? confidence.weaker() : confidence)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) can do %s but this host's controller has no SuperSpeed".formatted(Links.name(d), d.path(),
                                Speeds.rate(capable.totalMbps())),
                        ("Bus %d is driven by %s (%s), a controller that links at %s at most, and the evidence (%s) shows no "
                                + "root hub at 5000M or more, so %s runs at %s on any port of it, whatever the cable. "
                                + "The device says it can do %s%s.")
                                .formatted(bus.bus(), bus.driver(), hc.name(), kernel(hc.highestMbps()), coverage.shown(), d.path(),
                                        kernel(d.negotiatedMbps()), kernel(capable.totalMbps()), bcd(d)),
                        "Nothing on this host lifts it: it needs " + OutOfReach.superSpeedHost(capable.totalMbps())
                                + ", a USB 3 (xHCI) controller: another machine or board, or a USB 3 add-in card where the host "
                                + "takes one. On this host " + kernel(d.negotiatedMbps()) + " is the ceiling.")
                .ceilings(Links.practical(Links.negotiated(d), uas), Links.practical(capable, uas))
                .data("negotiatedMbps", d.negotiatedMbps())
                .data("capabilityMbps", capable.totalMbps())
                .data("hostController", bus.driver())
                .severityAtMost(Severity.INFO)
                .data("wouldLift", OutOfReach.superSpeedHost(capable.totalMbps()))
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events())
                .evidence(byUasInterface ? "device " + d.path() + " has a UAS interface the kernel names (uas-detect.h), "
                                + "so it can do " + kernel(capable.totalMbps()) + " or more: UAS hardware is SuperSpeed hardware in practice"
                                : "device " + d.path() + " can do " + kernel(capable.totalMbps()) + " (source "
                                + (d.capabilitySource() == null ? "unknown" : d.capabilitySource().name().toLowerCase()) + ")",
                        byUasInterface ? uasLines.stream().map(KernelLogFact.class::cast).flatMap(l -> l.events().stream()).toList()
                                : d.capabilityEvents())
                .evidence("bus " + bus.bus() + " is driven by " + bus.driver() + ", " + hc.name() + " (" + hc.source() + ")", bus.events());
        Links.catalogUpgrade(d).ifPresent(e -> f.catalog(e.vidPid()));
        KnownUsb3Chip.of(d).filter(c -> c.entry() != null).ifPresent(c -> f.catalog(c.entry().vidPid()));
        if (onlyThisBus)
            f.toConfirm("paste the whole `lsusb -t` (this evidence shows " + coverage.shown() + "): a root hub at 5000M or more "
                    + "elsewhere on this host would be a SuperSpeed port to move it to");
        return f.build();
    }

    /**
     * For DRL: SuperSpeed capability known from the device's BOS or bcdUSB 3.x, the catalog, its chip's driver, the
     * uas driver, a UAS interface the kernel names ({@link DowngradedLink#ofUasInterface}), or the device's own name
     * ("External USB 3.0": marketing, so the finding is possible at best, and here it is information anyway); bcdUSB
     * 2.10 alone is not enough here, since LPM-capable USB 2.0 devices report it too and a USB 2.0-only host is full of them.
     */
    public static boolean knownSuperSpeed(DowngradedLink link) {
        DeviceFact d = link.device();
        if (link.byUasInterface()) return true;
        if (KnownUsb3Chip.of(d).isPresent() || Links.catalogUpgrade(d).isPresent()) return true;
        CapabilitySource source = d.capabilitySource();
        return d.superSpeedCapable() && (source == CapabilitySource.BOS || source == CapabilitySource.CATALOG
                || source == CapabilitySource.BCD_USB || source == CapabilitySource.UAS_DRIVER
                || source == CapabilitySource.PRODUCT_STRING);
    }

    private static String bcd(DeviceFact d) {
        if (d.bcdUsb() == null) return "";
        return " (bcdUSB " + d.bcdUsb().trim() + (d.bcdUsb().trim().equals("2.10")
                ? ": what USB 3 devices report in a USB 2.0 port, though LPM-capable USB 2.0 devices say it too)" : ")");
    }
}
