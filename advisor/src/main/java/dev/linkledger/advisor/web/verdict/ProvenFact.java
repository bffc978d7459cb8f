package dev.linkledger.advisor.web.verdict;

import dev.linkledger.advisor.web.chain.Provenance;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/** A fact a verdict rests on, how it is known, and the stored events behind it. */
@Schema(name = "ProvenFactV1")
public record ProvenFact(String fact, Provenance provenance, String how, List<EventLink> events) {

    public ProvenFact {
        events = events == null ? List.of() : List.copyOf(events);
    }
}
