package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.KernelLogLineRecord;
import dev.linkledger.probe.history.LinkHistory;
import dev.linkledger.probe.history.LogStamp;
import dev.linkledger.probe.history.UsbLogLine;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.PortHistoryFact;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The host's kernel log lines on record read as link history: one {@link PortHistoryFact} per
 * port the kernel named, its lines in the order they were logged, each keyed by its event.
 * Observations in the order they were made; within one, the line's place in it (older events
 * without it: the line's own time stamp, then the event's).
 */
final class KernelLogHistory {
    private static final Comparator<Logged> LOGGED = Comparator
            .comparing((Logged l) -> l.record().observedAt(), Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(l -> l.record().observationId(), Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparing(l -> l.record().line(), Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(Logged::stamp, Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(l -> l.record().eventAt(), Comparator.nullsLast(Comparator.naturalOrder()))
            .thenComparing(l -> l.record().eventId());

    private KernelLogHistory() {
    }

    /** A line on record with its own time stamp, read once. */
    private record Logged(KernelLogLineRecord record, Double stamp) {
        static Logged of(KernelLogLineRecord record) {
            UsbLogLine usb = UsbLogLine.of(record.text());
            LogStamp stamp = usb == null ? null : LogStamp.of(usb.prefix());
            return new Logged(record, stamp == null ? null : stamp.seconds());
        }
    }

    static List<PortHistoryFact> of(String hostId, List<KernelLogLineRecord> lines) {
        List<KernelLogLineRecord> logged = lines.stream().map(Logged::of).sorted(LOGGED).map(Logged::record).toList();
        Map<String, EventRef> events = logged.stream().collect(Collectors.toMap(KernelLogLineRecord::eventId,
                l -> new EventRef(l.eventId(), "KernelLogLineRecordedEvent", l.eventAt()), (a, b) -> a));
        return LinkHistory.of(logged.stream().map(l -> new LinkHistory.Logged(l.text(), l.eventId())).toList()).stream()
                .map(t -> new PortHistoryFact(hostId, t, t.lines().stream().map(l -> events.get(l.ref())).distinct().toList()))
                .toList();
    }
}
