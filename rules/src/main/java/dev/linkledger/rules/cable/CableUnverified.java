package dev.linkledger.rules.cable;

import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.Map;

/** Builds the {@code CABLE_UNVERIFIED} finding for {@code cables.drl}; no I/O. */
public final class CableUnverified {
    private CableUnverified() {
    }

    public static Finding finding(Map<String, Object> metadata, CableFact c) {
        String printed = c.printedRating() == null ? "no printed rating" : "printed \"" + c.printedRating() + "\"";
        return FindingBuilder.of(metadata)
                .confidence(Confidence.POSSIBLE)
                .subject(Subject.cable(c.id(), c.portId()))
                .text(Cables.name(c) + " is unverified (" + printed + ")",
                        "It has no e-marker LinkLedger could read and no link through it has been recorded; most cables under "
                                + "60 W carry no e-marker, so only a link tells.",
                        "Plug a 10 Gb/s device through it into a 10 Gb/s port and record the link speed (lsusb -t).")
                .evidence("cable " + c.id() + " registered, " + printed, Cables.events(c))
                .build();
    }
}
