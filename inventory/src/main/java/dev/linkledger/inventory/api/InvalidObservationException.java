package dev.linkledger.inventory.api;

/** An observation the inventory refuses; nothing of it is recorded. {@code field} names the offending part. */
public class InvalidObservationException extends RuntimeException {
    private final String field;
    private final String reason;

    public InvalidObservationException(String field, String reason) {
        super(field + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    public String field() {
        return field;
    }

    /** The reason alone, for a person, without the field name. */
    public String reason() {
        return reason;
    }
}
