package dev.linkledger.inventory.axon;

import java.util.List;

/**
 * The processing groups the projections share, and why the others stay apart. Every processor
 * has a coordinator that reads and deserialises the whole event stream; eight of them read the
 * same stream eight times (≈ 9 % of a burst's CPU, and each read the whole store again in a
 * rebuild: BENCHMARKS.md "Where a burst's CPU goes", "Fewer processors").
 *
 * <ul>
 * <li>{@link #READ_MODELS}: the topology, cable, measurement, enclosure and findings projections
 * share one processor (one segment, one read and one deserialisation of each event, several
 * handler beans). They only write their own tables and all have a {@code @ResetHandler}, so they
 * rebuild as one. In one processor the measurement projection also reads the cable table as of
 * the same event, live and in a replay alike. The cost: a poison event parks its sequence (the
 * aggregate: a host, a cable) for the whole group, so a host the topology projection cannot take
 * also gets no measurements until an admin retries it; that host's read models are wrong anyway
 * until then.</li>
 * <li>the token projection stays alone: requests are authorised from it, so it must not wait
 * behind the topology projection in a burst or a rebuild (it passes the late tokens of a rebuild
 * in a third of the time), and nothing another projection chokes on may lock a probe out.</li>
 * <li>link-verdicts stays alone: it sends commands from its handlers (slow per event, it would
 * hold every read model back), and a poison event there must not stop the host's topology.</li>
 * <li>the advice evaluation stays alone: it waits for the read models to reach its batch, which
 * it could never do inside their processor, and it runs in segments by host.</li>
 * </ul>
 */
public final class ProcessorGroups {
    /** One processor for the read models that need no isolation from each other. */
    public static final String READ_MODELS = "read-models";

    /**
     * The groups that were merged into {@link #READ_MODELS}: their tokens and dead letters are
     * removed when the new group first starts, which rebuilds their tables from the first event.
     */
    static final List<String> MERGED_INTO_READ_MODELS = List.of("topology-projection", "cable-projection",
            "measurement-projection", "enclosure-projection", "finding-projection");

    private ProcessorGroups() {
    }
}
