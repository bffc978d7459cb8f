package dev.linkledger.advisor.web.verdict;

import dev.linkledger.advisor.web.chain.ChainView;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * A verdict with its reasoning, for a finding or a cable: the conclusion; the suspects that hold it
 * ({@code blamed}); the suspects it eliminated, each with why and the events that show it; the
 * suspects that remain; every fact it rests on with its provenance (measured, demonstrated,
 * inferred). {@code chain} is the picture the suspects come from, when the verdict is about a device's
 * link; {@code note} says why there are no suspects when there are none.
 */
@Schema(name = "VerdictV1", description = "A verdict with its eliminated suspects, schema linkledger.verdict/1")
public record Verdict(
        @Schema(enumeration = SCHEMA, description = "The schema's name and version") String schema,
        @Schema(enumeration = {"finding", "cable"}) String about, String id, String hostId, String conclusion,
        String explanation, List<Suspect> blamed, List<Suspect> eliminated, List<Suspect> remaining,
        List<ProvenFact> facts, String note, ChainView chain) {

    public static final String SCHEMA = "linkledger.verdict/1";

    public Verdict {
        blamed = List.copyOf(blamed);
        eliminated = List.copyOf(eliminated);
        remaining = List.copyOf(remaining);
        facts = List.copyOf(facts);
    }
}
