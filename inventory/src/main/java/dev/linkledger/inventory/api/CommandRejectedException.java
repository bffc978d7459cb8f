package dev.linkledger.inventory.api;

/**
 * A command an aggregate refuses, with why: the request is invalid (400), names something that
 * does not exist (404), or conflicts with the aggregate's state (409). Nothing is recorded.
 */
public class CommandRejectedException extends RuntimeException {
    public enum Reason { INVALID, NOT_FOUND, CONFLICT }

    private final Reason reason;
    private final String field;

    public CommandRejectedException(Reason reason, String field, String detail) {
        super(detail);
        this.reason = reason;
        this.field = field;
    }

    public static CommandRejectedException invalid(String field, String detail) {
        return new CommandRejectedException(Reason.INVALID, field, detail);
    }

    public static CommandRejectedException notFound(String field, String detail) {
        return new CommandRejectedException(Reason.NOT_FOUND, field, detail);
    }

    public static CommandRejectedException conflict(String field, String detail) {
        return new CommandRejectedException(Reason.CONFLICT, field, detail);
    }

    public Reason reason() {
        return reason;
    }

    public String field() {
        return field;
    }
}
