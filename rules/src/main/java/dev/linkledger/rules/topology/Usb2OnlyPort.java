package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;

import java.util.List;
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
        LinkMode capable = Links.capable(d);
        if (capable == null || capable.totalMbps() < 5000)
            capable = KnownUsb3Chip.of(d).map(KnownUsb3Chip::capable).orElse(capable);
        var better = BetterPorts.freeRootPort(rootHubs, devices, ports, 5000, d.portId());
        LinkMode there = better.map(b -> Links.mode(b.rootHub().speedMbps(), 1, false)).orElse(capable);
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
        return f.build();
    }

    private static String bcd(DeviceFact d) {
        if (d.bcdUsb() == null) return "";
        return " (bcdUSB " + d.bcdUsb().trim() + (d.bcdUsb().trim().equals("2.10")
                ? ": what USB 3 devices report in a USB 2.0 port, though LPM-capable USB 2.0 devices say it too)" : ")");
    }
}
