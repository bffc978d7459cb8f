package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.KernelLogLineRecord;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.KernelLogKind;

import java.util.List;
import java.util.Optional;

/**
 * Kernel log lines on record as rule facts: only kinds the rules know. A line that names no USB
 * device stays a fact with no device path: the uas driver's errors in a paste that never ties
 * its SCSI host to a USB device ({@code [sda] tag#7 uas_zap_pending …}) are some UAS device's,
 * and {@code storage.drl} names the only device that could be on uas.
 */
final class KernelLogFacts {
    private KernelLogFacts() {
    }

    static List<KernelLogFact> of(List<KernelLogLineRecord> lines) {
        return lines.stream().flatMap(line -> fact(line).stream()).toList();
    }

    private static Optional<KernelLogFact> fact(KernelLogLineRecord line) {
        return KernelLogKind.fromWire(line.kind()).map(kind -> new KernelLogFact(line.hostId(), line.devicePath(), kind,
                line.text(), List.of(new EventRef(line.eventId(), "KernelLogLineRecordedEvent", line.eventAt()))));
    }
}
