package dev.linkledger.advisor.web.verdict;

import dev.linkledger.advisor.web.chain.Provenance;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * One suspect of a verdict ("the cable white phone cable") and why it stands where it does ("proven at
 * 10000M on host laptop (usb4-port2)"), how that is known, and the events that show it.
 */
@Schema(name = "SuspectV1")
public record Suspect(String suspect, String kind, String why, Provenance provenance, List<EventLink> events) {

    public Suspect {
        events = events == null ? List.of() : List.copyOf(events);
    }
}
