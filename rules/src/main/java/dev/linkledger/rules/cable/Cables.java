package dev.linkledger.rules.cable;

import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.topology.Links;
import dev.linkledger.rules.topology.Speeds;

/** Wording shared by the cable findings. */
final class Cables {
    private Cables() {
    }

    static String name(CableFact c) {
        return "Cable " + c.id() + (c.label() == null || c.label().isBlank() ? "" : " (" + c.label() + ")");
    }

    /** What is known about it, in words: e-marker, measured bounds. */
    static String known(CableFact c) {
        StringBuilder s = new StringBuilder();
        if (c.declaredMaxMbps() != null) s.append("e-marker declares ").append(Speeds.kernel(c.declaredMaxMbps())).append("; ");
        if (c.limitedToMbps() != null) s.append("measured no faster than ").append(Speeds.kernel(c.limitedToMbps())).append("; ");
        if (c.carriesAtLeastMbps() != null) s.append("proven at ").append(Speeds.kernel(c.carriesAtLeastMbps())).append("; ");
        return s.length() == 0 ? "nothing verified" : s.substring(0, s.length() - 2);
    }

    static java.util.List<dev.linkledger.rules.facts.EventRef> events(CableFact c) {
        return Links.concat(c.events(), c.measurementEvents());
    }
}
