package dev.linkledger.rules.cable;

import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.Map;

/** Builds the {@code CABLE_USB2_ONLY} finding for {@code cables.drl}; no I/O. */
public final class CableUsb2Only {
    private CableUsb2Only() {
    }

    public static Finding finding(Map<String, Object> metadata, CableFact c) {
        return FindingBuilder.of(metadata)
                .subject(Subject.cable(c.id(), c.portId()))
                .text(Cables.name(c) + " carries USB 2.0 only",
                        "Its " + Cables.known(c) + ". USB-C plugs accept cables without SuperSpeed pairs; they charge and "
                                + "transfer, but only at 480 Mb/s (about 40 MB/s of storage goodput).",
                        "Label it \"USB 2.0 / charge\" and keep it away from storage and docks.")
                .ceilings(40, null)
                .data("limitMbps", c.limitMbps())
                .evidence("cable " + c.id() + ": " + Cables.known(c), Cables.events(c))
                .build();
    }
}
