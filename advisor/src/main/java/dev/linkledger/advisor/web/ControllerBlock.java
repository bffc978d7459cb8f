package dev.linkledger.advisor.web;

import java.util.List;

/** A host controller with its root hubs: the PCI identity, or that it was inferred from a paste. */
public record ControllerBlock(String id, String identity, List<BusRow> buses) {
}
