package dev.linkledger.rules.cable;

import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Links;
import dev.linkledger.rules.topology.UpstreamLink;

import java.util.Map;

import static dev.linkledger.rules.topology.Speeds.kernel;
import static dev.linkledger.rules.topology.Speeds.rate;

/** Builds the {@code CABLE_LIMITS_LINK} finding for {@code cables.drl}; no I/O. */
public final class CableLimitsLink {
    private CableLimitsLink() {
    }

    public static Finding finding(Map<String, Object> metadata, CableFact c, DeviceFact d, UpstreamLink upstream) {
        LinkMode capable = Links.capable(d);
        LinkMode possible = Links.slower(capable, LinkMode.of(upstream.mbps(), 1, false));
        boolean uas = d.hasDriver("uas");
        return FindingBuilder.of(metadata)
                .confidence(c.limitedToMbps() != null || c.declaredMaxMbps() != null ? Confidence.CERTAIN : Confidence.LIKELY)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s limits %s (%s) to %s".formatted(Cables.name(c), Links.name(d), d.path(), kernel(d.negotiatedMbps())),
                        "The cable is the slowest element: " + Cables.known(c) + ". The device can do " + kernel(capable.totalMbps())
                                + " and " + upstream.element() + " offers " + kernel(upstream.mbps()) + ".",
                        "Use a cable rated " + rate(possible.totalMbps()) + " (a faster one gains nothing here); keep "
                                + c.id() + " for slower devices or charging.")
                .ceilings(Links.practical(Links.negotiated(d), uas), Links.practical(possible, uas))
                .data("cableLimitMbps", c.limitMbps())
                .data("capabilityMbps", capable.totalMbps())
                .data("upstreamMbps", upstream.mbps())
                .data("cable", c.id())
                .evidence("cable " + c.id() + ": " + Cables.known(c), Cables.events(c))
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()) + ", can do "
                        + kernel(capable.totalMbps()), Links.concat(d.events(), d.capabilityEvents()))
                .evidence(upstream.element() + " upstream", upstream.events())
                .build();
    }
}
