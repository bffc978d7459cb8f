package dev.linkledger.rules.cable;

import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.Map;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code CABLE_RATING_MISMATCH} finding for {@code cables.drl}; no I/O. */
public final class CableRatingMismatch {
    private CableRatingMismatch() {
    }

    public static Finding finding(Map<String, Object> metadata, CableFact c) {
        return FindingBuilder.of(metadata)
                .subject(Subject.cable(c.id(), c.portId()))
                .text("%s is printed \"%s\" but carries %s at most".formatted(Cables.name(c), c.printedRating(),
                                kernel(c.limitMbps())),
                        "The printed rating promises at least " + kernel(c.printedFloorMbps()) + "; its " + Cables.known(c) + ".",
                        "Relabel it by what it carries (" + kernel(c.limitMbps()) + "), or return it.")
                .data("printedFloorMbps", c.printedFloorMbps())
                .data("limitMbps", c.limitMbps())
                .evidence("cable " + c.id() + " printed \"" + c.printedRating() + "\"; " + Cables.known(c), Cables.events(c))
                .build();
    }
}
