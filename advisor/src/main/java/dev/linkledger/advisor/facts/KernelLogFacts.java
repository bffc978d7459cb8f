package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.KernelLogLineRecord;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.KernelLogKind;

import java.util.List;
import java.util.Optional;

/** Kernel log lines on record as rule facts: only kinds the rules know, about a named device. */
final class KernelLogFacts {
    private KernelLogFacts() {
    }

    static List<KernelLogFact> of(List<KernelLogLineRecord> lines) {
        return lines.stream().flatMap(line -> fact(line).stream()).toList();
    }

    private static Optional<KernelLogFact> fact(KernelLogLineRecord line) {
        if (line.devicePath() == null) return Optional.empty();
        return KernelLogKind.fromWire(line.kind()).map(kind -> new KernelLogFact(line.hostId(), line.devicePath(), kind,
                line.text(), List.of(new EventRef(line.eventId(), "KernelLogLineRecordedEvent", line.eventAt()))));
    }
}
