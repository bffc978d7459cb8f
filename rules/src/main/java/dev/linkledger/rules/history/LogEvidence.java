package dev.linkledger.rules.history;

import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.rules.facts.PortHistoryFact;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.List;

/** Kernel lines as a finding's evidence, each with its stored event; a long log is cut, and says so. */
final class LogEvidence {
    /** Enough lines to show the pattern on the finding's page; the rest are counted. */
    static final int SHOWN = 12;

    private LogEvidence() {
    }

    static void add(FindingBuilder f, PortHistoryFact history, List<KernelLogLine> lines) {
        lines.stream().limit(SHOWN).forEach(l -> f.evidence("kernel: " + l.text(), history.eventsOf(l)));
        if (lines.size() > SHOWN)
            f.evidence("kernel: " + (lines.size() - SHOWN) + " more such lines on port " + history.port(),
                    history.eventsOf(lines.subList(SHOWN, lines.size())));
    }
}
