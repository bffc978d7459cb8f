package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.util.List;

/** The connector made of {@code portIds} (a port and its peer) now carries these labels. */
@Revision("1")
public record PortLabelledEvent(String hostId, List<String> portIds, List<String> labels) {
}
