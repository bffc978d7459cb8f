package dev.linkledger.inventory.axon;

/** The event store is not available: the service is starting or stopping. Clients may retry. */
public class AxonNotRunningException extends IllegalStateException {
    public AxonNotRunningException() {
        super("the event store is not running (the service is starting or shutting down); retry shortly");
    }
}
