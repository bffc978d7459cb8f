package dev.linkledger.inventory.query;

import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.InlineProjection;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.AbstractEventProcessor;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.EventHandlerInvoker;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.Segment;
import org.axonframework.eventhandling.StreamingEventProcessor;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Rebuilds every view from the event store, by the code that writes it live, in one pass over the
 * store: each stored event is read once and handed to what rebuilds from it.
 * <ul>
 * <li>the views of one aggregate each ({@link InlineProjection#LAB_VIEWS}: cables, enclosures,
 * measurements, tokens, findings), on the pass's own thread in the store's order (a measurement reads
 * the cable attached when it ran), in one transaction, their tables locked against writers meanwhile
 * (readers see the old rows until it commits): their handlers emptied by their reset handlers first;</li>
 * <li>the host views, in segments by host ({@link HostSegments}), in parallel with the pass, each
 * host by the catch-up processor's fold and row writer, while writes go on;</li>
 * <li>link verdicts by resetting their streaming processor before the pass: one segment (cables cross
 * hosts, so it takes the whole stream in its order), reading along beside the pass instead of after it.</li>
 * </ul>
 * "Caught up" is read from the data: no host's rows behind its stream ({@link HostCatchUp#hostsBehind()})
 * and link-verdicts past the store's head, so it is true when the answer says so.
 */
@Singleton
public class ProjectionReplay {
    private static final long POLL_MILLIS = 100;
    /**
     * Host segments at once: the cores (beside the pass's own thread, which spends much of its time
     * waiting on the store), at most four, well under the connection pool (a segment holds one only
     * while it writes a host).
     */
    private static final int SEGMENTS = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
    private static final List<String> LAB_TABLES = List.of("cable", "cable_test", "enclosure", "measurement",
            "access_token", "finding");

    @Inject
    AxonRuntime axon;
    @Inject
    DataSource dataSource;
    @Inject
    HostCatchUp hosts;

    /** What a replay did: the processors it reset, and whether every view was whole again within the timeout. */
    public record Outcome(List<String> processors, boolean caughtUp, long hostsBehind) {
    }

    public synchronized Outcome replayAll(Duration timeout) {
        List<StreamingEventProcessor> streaming = new ArrayList<>();
        List<String> reset = new ArrayList<>();
        axon.configuration().eventProcessingConfiguration().eventProcessors().forEach((name, processor) -> {
            if (axon.rebuildableGroups().contains(name) && processor instanceof StreamingEventProcessor s) {
                streaming.add(s);
                reset.add(name);
            }
        });
        // Their tables are their own (link_verdicts_*) and their replay appends nothing: they stream beside the pass.
        streaming.forEach(p -> p.shutdownAsync().join());
        for (StreamingEventProcessor p : streaming) QuarkusTransaction.requiringNew().run(p::resetTokens);
        streaming.forEach(p -> ((EventProcessor) p).start());
        Map<String, Long> lastSequences = forgetHosts();
        QuarkusTransaction.requiringNew().timeout((int) Math.max(60, timeout.toSeconds())).run(() -> onePass(lastSequences, timeout));
        long deadline = System.nanoTime() + timeout.toNanos();
        long behind;
        while (true) {
            behind = behind();
            if (behind == 0 && streamingAtHead(streaming)) return new Outcome(List.copyOf(reset), true, 0);
            if (System.nanoTime() > deadline) return new Outcome(List.copyOf(reset), false, behind);
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new Outcome(List.copyOf(reset), false, behind);
            }
        }
    }

    /**
     * Every host's rows emptied and its position forgotten (behind until rebuilt). Writes go on
     * meanwhile: a host not rebuilt yet is rebuilt by its own write from its stream, and the pass then
     * finds its rows as far as its fold or further and leaves them ({@link HostCatchUp#store}). No
     * processor is reset, so this works whichever instance holds which segments.
     *
     * @return each host's last sequence in the store now: the pass writes a host when it reaches it
     */
    private Map<String, Long> forgetHosts() {
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                try {
                    hosts.forgetAll();
                } catch (SQLException e) {
                    throw new IllegalStateException("cannot empty the host views", e);
                }
            });
            return hosts.lastSequences();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list the hosts to rebuild", e);
        }
    }

    /**
     * The pass: the lab views handled here in the store's order, the Host events handed to their
     * segments. The lab views' transaction commits only once every host segment has written, so a
     * failure anywhere fails the replay as a whole.
     */
    private void onePass(Map<String, Long> lastSequences, Duration timeout) {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute("LOCK TABLE " + String.join(", ", LAB_TABLES) + " IN EXCLUSIVE MODE");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot lock the views to rebuild", e);
        }
        EventHandlerInvoker invoker = axon.configuration().eventProcessingConfiguration()
                .eventProcessor(InlineProjection.LAB_VIEWS, AbstractEventProcessor.class).orElseThrow()
                .eventHandlerInvoker();
        invoker.performReset();
        int seconds = (int) Math.max(60, timeout.toSeconds());
        HostSegments.Writer writer = (host, fold) -> QuarkusTransaction.requiringNew().timeout(seconds).call(() -> hosts.store(host, fold));
        try (HostSegments segments = new HostSegments(writer, lastSequences, SEGMENTS);
             var events = axon.storedEvents()) {
            Iterator<? extends TrackedEventMessage<?>> it = events.iterator();
            while (it.hasNext()) {
                TrackedEventMessage<?> message = it.next();
                if (message instanceof DomainEventMessage<?> d && HostEventBatch.HOST_AGGREGATE.equals(d.getType()))
                    segments.accept(d);
                if (!invoker.canHandle(message, Segment.ROOT_SEGMENT)) continue;
                try {
                    invoker.handle(message, Segment.ROOT_SEGMENT);
                } catch (Exception e) {
                    throw new IllegalStateException("cannot rebuild the views from event " + message.getIdentifier(), e);
                }
            }
            segments.finish();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("replay interrupted", e);
        }
    }

    private long behind() {
        try {
            return hosts.hostsBehind();
        } catch (SQLException e) {
            return -1;
        }
    }

    /** Every reset processor's segments are held here and past the store's head (an instance holding one elsewhere: not known here). */
    private boolean streamingAtHead(List<StreamingEventProcessor> processors) {
        long head = head();
        for (StreamingEventProcessor p : processors) {
            double covered = 0;
            for (EventTrackerStatus status : p.processingStatus().values()) {
                if (status.getCurrentPosition().orElse(-1) < head) return false;
                covered += 1.0 / (status.getSegment().getMask() + 1);
            }
            if (covered < 1 - 1e-9) return false;
        }
        return true;
    }

    private long head() {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT coalesce(max(global_index), -1) FROM domain_event_entry")) {
            r.next();
            return r.getLong(1);
        } catch (SQLException e) {
            return Long.MAX_VALUE;
        }
    }
}
