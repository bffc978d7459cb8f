package dev.linkledger.inventory.api;

import org.axonframework.serialization.Revision;

import java.util.List;

/**
 * The cable's standing verdict, recomputed from every test recorded so far (of this cable and of
 * the connectors it went through) after the test {@code judgedAfter}: it carries at least
 * {@code provenMbps}; it is limited to {@code limitMbps} (null: nothing shows a limit) by the
 * link {@code limitLinkEventId} on a connector proven faster; {@code suspicions} are the links
 * below both ends that this cable or its connector may explain. {@code summary} says it in words.
 */
@Revision("1")
public record CableVerdictReachedEvent(String cableId, Integer provenMbps, Integer limitMbps, String limitLinkEventId,
                                       List<Suspicion> suspicions, String summary, String judgedAfter) {
    public CableVerdictReachedEvent {
        suspicions = suspicions == null ? List.of() : List.copyOf(suspicions);
    }
}
