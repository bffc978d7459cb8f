package dev.linkledger.inventory.query;

import java.time.Instant;
import java.util.List;

/**
 * A port, read-only: where it is, what people call it ({@code labels}) and a limit links proved on
 * the connector itself ({@code measuredLimitMbps}, with the cable and event that showed it).
 */
public record PortRecord(String hostId, String portId, int bus, String hubPath, int number, String peer,
                         String connectType, String location, String connector, Integer overCurrentCount, String state,
                         List<String> labels, Integer measuredLimitMbps, String measuredCable, String measuredEvent,
                         Instant measuredAt, EventStampView seen) {
    static PortRecord of(PortEntity p) {
        return new PortRecord(p.hostId, p.portId, p.bus, p.hubPath, p.number, p.peer, p.connectType, p.location,
                p.connector, p.overCurrentCount, p.state, p.labels == null ? List.of() : List.copyOf(p.labels),
                p.measuredLimitMbps, p.measuredCable, p.measuredEvent, p.measuredAt, EventStampView.of(p.seen));
    }

    /** A root port the host's ports do not list (an imported paste names none), known from its bus alone. */
    public static PortRecord unlisted(String hostId, int bus, String portId, String hubPath, int number) {
        return new PortRecord(hostId, portId, bus, hubPath, number, null, null, null, null, null, null, List.of(),
                null, null, null, null, null);
    }
}
