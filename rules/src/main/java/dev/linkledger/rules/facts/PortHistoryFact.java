package dev.linkledger.rules.facts;

import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.probe.history.KernelMessage;
import dev.linkledger.probe.history.PortTimeline;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What the host's kernel log says happened on one port, as {@link PortTimeline} reads it, with
 * the stored event of each line (a line's {@code ref} is its event's id).
 */
public record PortHistoryFact(String hostId, PortTimeline timeline, List<EventRef> events) {

    public PortHistoryFact {
        events = List.copyOf(events);
    }

    /** The port path as the kernel named it ({@code 2-2}, {@code 1-1.3}). */
    public String port() {
        return timeline.port();
    }

    public boolean overCurrent() {
        return !timeline.withRole(KernelMessage.Role.OVER_CURRENT).isEmpty();
    }

    /** The port's over-current status changed (hub.c "over-current change"), whether or not the kernel confirmed it. */
    public boolean overCurrentChanged() {
        return !timeline.withRole(KernelMessage.Role.OVER_CURRENT_CHANGE).isEmpty();
    }

    /** The stored events of these lines, in the lines' order. */
    public List<EventRef> eventsOf(Collection<KernelLogLine> lines) {
        Map<String, EventRef> byId = events.stream().collect(Collectors.toMap(EventRef::id, Function.identity(), (a, b) -> a));
        return lines.stream().map(l -> byId.get(l.ref())).filter(java.util.Objects::nonNull).distinct().toList();
    }

    public List<EventRef> eventsOf(KernelLogLine line) {
        return eventsOf(List.of(line));
    }
}
