package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PastLinkFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code LINK_DEGRADED} finding for {@code devices.drl}; no I/O. */
public final class LinkDegraded {
    private LinkDegraded() {
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d, PastLinkFact past) {
        List<String> changed = new ArrayList<>();
        if (!Objects.equals(past.hostId(), d.hostId())) changed.add("host " + past.hostId() + " → " + d.hostId());
        if (!Objects.equals(past.portId(), d.portId())) changed.add("port " + past.portId() + " → " + d.portId());
        String since = changed.isEmpty() ? "same host and port: the cable, a hub or the connector changed"
                : String.join(", ", changed);
        String when = past.event() == null ? "earlier" : "at " + past.event().at() + " (event " + past.event().id() + ")";
        boolean uas = d.hasDriver("uas");
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(d.serial() == null ? Confidence.POSSIBLE : Confidence.LIKELY)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) links at %s; it reached %s before".formatted(Links.name(d), d.path(), kernel(d.negotiatedMbps()),
                                kernel(past.bestMbps())),
                        "This device (" + d.vendorId() + ":" + d.productId() + (d.serial() == null ? "" : ", serial " + d.serial())
                                + ") linked at " + kernel(past.bestMbps()) + " " + when + " on " + past.hostId() + " port "
                                + past.portId() + ". Changed since: " + since + ".",
                        changed.isEmpty() ? "Swap the cable for the one used then, and remove hubs or extensions added since."
                                : "Go back to " + past.hostId() + " port " + past.portId() + " with the same cable to tell the port from the cable.")
                .ceilings(Links.practical(Links.negotiated(d), uas), Links.practical(LinkMode.of(past.bestMbps(), past.bestLanes(), false), uas))
                .data("negotiatedMbps", d.negotiatedMbps())
                .data("bestMbps", past.bestMbps())
                .data("bestEvent", past.event() == null ? null : past.event().id())
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events())
                .evidence("the same device linked at " + kernel(past.bestMbps()) + " on " + past.hostId() + " " + past.portId(),
                        past.event() == null ? List.of() : List.of(past.event()));
        return f.build();
    }
}
