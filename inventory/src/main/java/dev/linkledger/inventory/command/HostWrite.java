package dev.linkledger.inventory.command;

import org.axonframework.messaging.unitofwork.UnitOfWork;

import java.util.HashSet;
import java.util.Set;
import java.util.Optional;

/**
 * What the {@link Host} aggregate did to one host in a unit of work, handed to the views written in
 * the same transaction: the host's state after it (the aggregate's own fold, not a copy) and the
 * rows its events changed. The fold runs once, in the aggregate; the views write what it recorded.
 * Kept as a resource of the unit of work's root, so it lives exactly as long as the transaction
 * that appends the events.
 */
public final class HostWrite {
    private static final String RESOURCE = HostWrite.class.getName() + ":";

    private final String hostId;
    private final HostTopology state;
    private HostChangeLog changes = new HostChangeLog();
    /** The events the aggregate applied in this unit of work. */
    private final Set<String> applied = new HashSet<>();

    /** The digest of the observation whose events these are, when one was recorded here. */
    private String contentDigest;

    private HostWrite(String hostId, HostTopology state) {
        this.hostId = hostId;
        this.state = state;
    }

    static HostWrite in(UnitOfWork<?> root, String hostId, HostTopology state) {
        return root.getOrComputeResource(RESOURCE + hostId, key -> new HostWrite(hostId, state));
    }

    /** The host's write in this unit of work (its root), if its aggregate applied events there. */
    public static Optional<HostWrite> of(UnitOfWork<?> unitOfWork, String hostId) {
        return Optional.ofNullable(unitOfWork.root().getResource(RESOURCE + hostId));
    }

    void applied(String eventId) {
        applied.add(eventId);
    }

    void observed(String digest) {
        contentDigest = digest;
    }

    /** The digest ({@code ObservationDigest}) of the observation content the host holds after this write; null when it recorded none. */
    public String contentDigest() {
        return contentDigest;
    }

    /** Whether the aggregate applied this event here: an event published around it was not folded. */
    public boolean folded(String eventId) {
        return applied.contains(eventId);
    }

    public String hostId() {
        return hostId;
    }

    /** The host's state after every event applied so far (live: read it only in this unit of work). */
    public HostTopology state() {
        return state;
    }

    HostChangeLog changes() {
        return changes;
    }

    /** The changes recorded so far, to be written now; events applied later record into a new log. */
    public HostChangeLog takeChanges() {
        HostChangeLog taken = changes;
        changes = new HostChangeLog();
        return taken;
    }
}
