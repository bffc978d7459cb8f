package dev.linkledger.advisor.web.chain;

import dev.linkledger.rules.facts.EventRef;

import java.util.List;

/**
 * One element of a device's chain and how much it lets through, in decimal MB/s (the storage
 * goodput a link of its speed practically carries, or for a device that is not storage the raw rate).
 *
 * @param rateMbps    the element's own link rate in Mb/s as the kernel writes it (what it can do), when it has one
 * @param ceilingMBps the most it lets through, when known (an upper bound)
 * @param floorMBps   the least it is proven to let through (the link it carries now, a cable's proven speed)
 * @param how         how that is known, in words ("can do 10000M: its BOS descriptor says so")
 * @param href        where the page shows it, or null
 */
public record Hop(HopKind kind, String name, String href, Double rateMbps, Integer ceilingMBps, Integer floorMBps,
                  Provenance provenance, String how, List<EventRef> events, HopState state) {

    public Hop {
        events = events == null ? List.of() : List.copyOf(events);
    }

    Hop withState(HopState newState) {
        return new Hop(kind, name, href, rateMbps, ceilingMBps, floorMBps, provenance, how, events, newState);
    }

    /** The hop in words with its kind: "device USB to PCIE Bridge (3-2)", "cable white phone cable", "root hub bus 4 (10000M)". */
    public String title() {
        return kind.label() + " " + name;
    }

    /** "1,050 MB/s · measured", "unknown" (no second "unknown" for how it is known). */
    public String valueText() {
        return provenance == Provenance.UNKNOWN ? ceilingText() : ceilingText() + " \u00b7 " + provenance.wire();
    }

    /** "1,050 MB/s", "at least 43 MB/s", "unknown". */
    public String ceilingText() {
        if (ceilingMBps != null) return ChainView.mbps(ceilingMBps);
        if (floorMBps != null) return "at least " + ChainView.mbps(floorMBps);
        return "unknown";
    }
}
