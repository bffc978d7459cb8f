package dev.linkledger.probe.sysfs;

/** A binary descriptor that ends early or contradicts itself; the caller notes it and moves on. */
public class MalformedDescriptorException extends Exception {
    public MalformedDescriptorException(String message) {
        super(message);
    }
}
