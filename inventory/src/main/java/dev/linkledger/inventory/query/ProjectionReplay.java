package dev.linkledger.inventory.query;

import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.InlineProjection;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.AbstractEventProcessor;
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
import java.util.List;

/**
 * Rebuilds every view from the event store, by the code that writes it live:
 * <ul>
 * <li>the views of one aggregate each ({@link InlineProjection#LAB_VIEWS}: cables, enclosures,
 * measurements, tokens, findings) in one transaction here, their tables locked against writers
 * meanwhile (readers see the old rows until it commits): their handlers emptied by their reset
 * handlers and fed every stored event in the store's order;</li>
 * <li>the host views host by host, in parallel, by the catch-up processor's code, while writes go on;</li>
 * <li>link verdicts by resetting their streaming processor.</li>
 * </ul>
 * "Caught up" is read from the data: no host's rows behind its stream ({@link HostCatchUp#hostsBehind()})
 * and link-verdicts past the store's head, so it is true when the answer says so.
 */
@Singleton
public class ProjectionReplay {
    private static final long POLL_MILLIS = 100;
    /** Hosts rebuilt at once: the service's two cores (more only queue for them). */
    private static final int PARALLEL = 2;
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
        QuarkusTransaction.requiringNew().timeout((int) Math.max(60, timeout.toSeconds())).run(this::rebuildInlineViews);
        rebuildHosts(timeout);
        List<String> reset = new ArrayList<>();
        List<StreamingEventProcessor> streaming = new ArrayList<>();
        axon.configuration().eventProcessingConfiguration().eventProcessors().forEach((name, processor) -> {
            if (axon.rebuildableGroups().contains(name) && processor instanceof StreamingEventProcessor s) {
                streaming.add(s);
                reset.add(name);
            }
        });
        streaming.forEach(p -> p.shutdownAsync().join());
        for (StreamingEventProcessor p : streaming) QuarkusTransaction.requiringNew().run(p::resetTokens);
        streaming.forEach(p -> ((EventProcessor) p).start());
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
     * Every host's rows emptied, then each host rebuilt from its events by {@link HostCatchUp#rebuild}
     * (the catch-up processor's code), a transaction per host, {@link #PARALLEL} hosts at a time.
     * Writes go on meanwhile: a host not rebuilt yet is skipped by its writes and rebuilt with their
     * events, or by the catch-up processor if they commit after its rebuild read the store. No
     * processor is reset, so this works whichever instance holds which segments.
     */
    private void rebuildHosts(Duration timeout) {
        List<String> all;
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                try {
                    hosts.forgetAll();
                } catch (SQLException e) {
                    throw new IllegalStateException("cannot empty the host views", e);
                }
            });
            all = hosts.hostsInStore();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot list the hosts to rebuild", e);
        }
        java.util.concurrent.ExecutorService workers = java.util.concurrent.Executors.newFixedThreadPool(PARALLEL);
        try {
            List<java.util.concurrent.Future<Long>> done = new ArrayList<>();
            for (String host : all)
                done.add(workers.submit(() -> QuarkusTransaction.requiringNew().timeout((int) Math.max(60, timeout.toSeconds()))
                        .call(() -> hosts.rebuild(host))));
            for (var d : done) d.get();
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("cannot rebuild a host's views", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            workers.shutdownNow();
        }
    }

    private void rebuildInlineViews() {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute("LOCK TABLE " + String.join(", ", LAB_TABLES) + " IN EXCLUSIVE MODE");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot lock the views to rebuild", e);
        }
        EventHandlerInvoker invoker = axon.configuration().eventProcessingConfiguration()
                .eventProcessor(InlineProjection.LAB_VIEWS, AbstractEventProcessor.class).orElseThrow()
                .eventHandlerInvoker();
        invoker.performReset();
        try (var events = axon.storedEvents()) {
            events.forEach(message -> {
                if (!invoker.canHandle(message, Segment.ROOT_SEGMENT)) return;
                try {
                    invoker.handle(message, Segment.ROOT_SEGMENT);
                } catch (Exception e) {
                    throw new IllegalStateException("cannot rebuild the views from event " + message.getIdentifier(), e);
                }
            });
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
