package dev.linkledger.inventory.command;

/**
 * {@link LinkVerdicts}' own view of a device linked directly on a root port (a row of
 * {@code link_verdicts_link}), fed by the same ordered stream as its verdicts, so a cable attached
 * to a connector with a live link counts that link also on a replay (the topology projection may
 * be ahead or behind).
 */
final class LiveLink {
    final String hostId;
    final String path;
    String portId;
    /** The event that showed the link at its current speed. */
    String eventId;
    String eventType;
    Integer speedMbps;
    Integer capabilityMbps;
    String capabilitySource;
    String capabilityEvent;

    LiveLink(String hostId, String path) {
        this.hostId = hostId;
        this.path = path;
    }

    Key key() {
        return new Key(hostId, path);
    }

    record Key(String hostId, String path) {
    }
}
