package dev.linkledger.inventory.api;

/** A text that {@link HostId} does not accept as a host id. */
public class InvalidHostIdException extends IllegalArgumentException {
    private final String hostId;

    public InvalidHostIdException(String hostId, String reason) {
        super(reason);
        this.hostId = hostId;
    }

    public String hostId() {
        return hostId;
    }
}
