package dev.linkledger.rules.facts;

import java.util.List;

/**
 * A host controller and the buses (root hubs) it exposes. {@code inferred} is true when the
 * pairing was guessed (e.g. from an lsusb -t paste, where consecutive xHCI buses are paired).
 */
public record ControllerFact(String hostId, String controllerId, String pciAddress, List<Integer> buses,
                             boolean inferred, List<EventRef> events) {
}
