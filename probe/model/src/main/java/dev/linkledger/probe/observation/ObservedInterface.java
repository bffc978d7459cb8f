package dev.linkledger.probe.observation;

/** One interface of a device; {@code driver} is the name of its {@code driver} symlink, null when unbound. */
public record ObservedInterface(int number, String interfaceClass, String interfaceSubClass,
                                String interfaceProtocol, String driver) {
}
