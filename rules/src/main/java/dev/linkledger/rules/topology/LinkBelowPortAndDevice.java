package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;

import java.util.List;
import java.util.Map;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code LINK_BELOW_PORT_AND_DEVICE} finding for {@code ports.drl}; no I/O. */
public final class LinkBelowPortAndDevice {
    private LinkBelowPortAndDevice() {
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d, UpstreamLink upstream, List<?> ports) {
        LinkMode capable = Links.capable(d);
        LinkMode up = LinkMode.of(upstream.mbps(), 1, false);
        boolean uas = d.hasDriver("uas");
        boolean behindHub = !PortPath.onRootPort(d.path());
        // A root hub's speed is the controller's; a single connector may be wired slower.
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(Links.capabilityConfidence(d).weaker())
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) links at %s below both ends (device %s, %s)".formatted(Links.name(d), d.path(),
                                kernel(d.negotiatedMbps()), kernel(capable.totalMbps()), upstream.element()),
                        ("The device can do %s and %s offers %s, yet the link negotiated %s. Suspects, most likely first: the "
                                + "cable (a 5 Gb/s cable, or one too long for 10 Gb/s); %s; a connector wired for less than its "
                                + "controller.").formatted(kernel(capable.totalMbps()), upstream.element(), kernel(upstream.mbps()),
                                kernel(d.negotiatedMbps()), behindHub ? "the hub it hangs on" : "a hub, dock or extension in between"),
                        "Try a cable marked " + Speeds.rate(Math.min(capable.totalMbps(), upstream.mbps()))
                                + " or one proven at that rate; if the link stays at " + kernel(d.negotiatedMbps())
                                + " with a proven cable, the port is the limit.")
                .ceilings(Links.practical(Links.negotiated(d), uas), Links.practical(Links.slower(capable, up), uas))
                .data("negotiatedMbps", d.negotiatedMbps())
                .data("capabilityMbps", capable.totalMbps())
                .data("upstreamMbps", upstream.mbps())
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events())
                .evidence("device " + d.path() + " can do " + kernel(capable.totalMbps()), d.capabilityEvents())
                .evidence(upstream.element() + " upstream", upstream.events());
        Links.catalogUpgrade(d).ifPresent(e -> f.catalog(e.vidPid()));
        OutOfReach.builtIn(d, ports).ifPresent(port -> OutOfReach.builtInInfo(f, d, port));
        return f.build();
    }
}
