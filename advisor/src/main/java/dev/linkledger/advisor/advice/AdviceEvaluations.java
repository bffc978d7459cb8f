package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.Advisor;
import dev.linkledger.advisor.engine.FindingView;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.command.HostWrite;
import dev.linkledger.inventory.query.HostViews;
import dev.linkledger.inventory.query.HostViewsListener;
import io.quarkus.hibernate.orm.panache.Panache;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.hibernate.FlushMode;
import org.hibernate.Session;
import org.jboss.logging.Logger;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

/**
 * Evaluates hosts and records the result as advice events (findings issued and resolved):
 * <ul>
 * <li>inline, in the write's transaction, right after its views (a host's events, a measurement of
 * it): the answer shows the findings. A fault of the rules rolls back to a savepoint and leaves the
 * host's {@code host_state.advice_through} behind; the write is not refused;</li>
 * <li>in the {@link AdviceTrigger} processor, for what spans hosts (a cable's verdict, an
 * enclosure bound) and for a host whose inline evaluation fell behind while its views are current;</li>
 * <li>in the catch-up processor, right after it rebuilt a host whose views fell behind
 * ({@link #viewsRebuilt}): the evaluation processor leaves such a host alone, so no evaluation reads
 * rows older than the events it answers for (it did, and recorded no findings for good, when the two
 * processors raced);</li>
 * <li>on demand.</li>
 * </ul>
 * A write's evaluation takes the host's topology from the Host aggregate's fold in memory (the state
 * the write's rows were written from); the others read it from the views, in the same transaction.
 */
@Singleton
public class AdviceEvaluations implements HostViewsListener {
    private static final Logger LOG = Logger.getLogger(AdviceEvaluations.class);

    @Inject
    Advisor advisor;
    @Inject
    AxonRuntime axon;
    @Inject
    HostViews views;
    @Inject
    HostsOfEvent hostsOf;

    @Override
    public void viewsWritten(Connection c, HostWrite write, DomainEventMessage<?> last) {
        try {
            if (evaluate(write.hostId(), last, () -> advisor.findingsFor(write.state()))) views.evaluated(write.hostId(), last.getSequenceNumber());
        } catch (SQLException e) {
            throw new IllegalStateException("cannot record the evaluation of host " + write.hostId(), e);
        }
    }

    @Override
    public void inputsChanged(String hostId, EventMessage<?> trigger) {
        try {
            evaluate(hostId, trigger, () -> advisor.findingsFor(hostId));
        } catch (SQLException e) {
            throw new IllegalStateException("cannot evaluate host " + hostId, e);
        }
    }

    /**
     * The catch-up processor rebuilt the host's views: evaluated here, in its batch, without a savepoint
     * (a fault fails the batch, which the processor retries and dead-letters: nothing else evaluates it).
     */
    @Override
    public void viewsRebuilt(String hostId, long sequence, DomainEventMessage<?> trigger) {
        try {
            Long through = views.evaluatedThrough(hostId);
            if (through != null && through >= sequence) return;
            record(hostId, readingOnly(() -> advisor.findingsFor(hostId)), trigger.getIdentifier(), trigger.getPayloadType().getSimpleName());
            views.evaluated(hostId, sequence);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot record the evaluation of host " + hostId, e);
        }
    }

    /** @return false when the rules failed on the host (rolled back to a savepoint; its evaluation stays behind) */
    private boolean evaluate(String hostId, EventMessage<?> trigger, Supplier<List<FindingView>> rules) throws SQLException {
        Object[] findings = new Object[1];
        Exception fault = views.attempt(connection -> findings[0] = readingOnly(rules));
        if (fault != null) {
            LOG.warnf("Host %s could not be evaluated after event %s (%s); its events are recorded and %s evaluates it again",
                    hostId, trigger.getIdentifier(), fault, AdviceTrigger.GROUP);
            return false;
        }
        @SuppressWarnings("unchecked")
        List<FindingView> current = (List<FindingView>) findings[0];
        record(hostId, current, trigger.getIdentifier(), trigger.getPayloadType().getSimpleName());
        return true;
    }

    /**
     * In the evaluation processor's handling of {@code message}: evaluates each host whose last
     * event in the batch this is, unless the write that appended it evaluated it already. The
     * advice events join the batch's unit of work, so they commit with the processor's token.
     */
    void evaluateDue(EventMessage<?> message) throws SQLException {
        EvaluationBatch batch = EvaluationBatch.of(message, hostsOf::of);
        List<String> hosts = batch.dueAt(message);
        if (hosts.isEmpty()) return;
        for (String host : hosts) {
            if (evaluatedInline(host, message)) continue;
            // Its views do not show this event yet: the catch-up processor evaluates it once they do.
            if (viewsBehind(host, message)) continue;
            List<FindingView> findings = readingOnly(() -> advisor.findingsFor(host));
            record(host, findings, message.getIdentifier(), message.getPayloadType().getSimpleName());
            if (message instanceof DomainEventMessage<?> d && host.equals(d.getAggregateIdentifier()))
                views.evaluated(host, d.getSequenceNumber());
        }
    }

    /** A host's own event the write that appended it evaluated (its advice is at or past it). */
    private boolean evaluatedInline(String host, EventMessage<?> message) throws SQLException {
        if (!(message instanceof DomainEventMessage<?> d) || !host.equals(d.getAggregateIdentifier()) || !"Host".equals(d.getType()))
            return false;
        Long through = views.evaluatedThrough(host);
        return through != null && through >= d.getSequenceNumber();
    }

    /** A host's own event its views do not show yet (left to the catch-up processor, which rebuilds and then evaluates it). */
    private boolean viewsBehind(String host, EventMessage<?> message) throws SQLException {
        if (!(message instanceof DomainEventMessage<?> d) || !host.equals(d.getAggregateIdentifier()) || !"Host".equals(d.getType()))
            return false;
        Long shown = views.viewsThrough(host);
        return shown == null || shown < d.getSequenceNumber();
    }

    /** Evaluates a host now, in a transaction of its own, and records the result (its findings are committed on return). */
    public void evaluateNow(String hostId) {
        QuarkusTransaction.requiringNew().run(() -> record(hostId, readingOnly(() -> advisor.findingsFor(hostId)), null, null));
    }

    private void record(String hostId, List<FindingView> findings, String triggerEventId, String triggerEventType) {
        axon.commandGateway().sendAndWait(new RecordAdviceCommand(HostAdvice.idFor(hostId), hostId, findings,
                triggerEventId, triggerEventType));
    }

    /**
     * Turning a host's read models into facts only reads: its entities are loaded read-only and
     * nothing is flushed before each query (with Hibernate's defaults each query of the fact projection
     * first dirty-checked every entity loaded so far, 15 % of the evaluation's CPU in a burst). What the
     * transaction wrote before is flushed first, so the facts see it; the session's settings are put back.
     */
    private static <T> T readingOnly(Supplier<T> work) {
        Session session = Panache.getEntityManager().unwrap(Session.class);
        session.flush();
        boolean readOnly = session.isDefaultReadOnly();
        FlushMode flushMode = session.getHibernateFlushMode();
        session.setDefaultReadOnly(true);
        session.setHibernateFlushMode(FlushMode.MANUAL);
        try {
            return work.get();
        } finally {
            session.setDefaultReadOnly(readOnly);
            session.setHibernateFlushMode(flushMode);
        }
    }

    /**
     * Waits until every streaming processor of this instance has passed the last event in the store:
     * the point after which nothing more happens by itself (tests take their snapshots there).
     */
    public boolean awaitIdle(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        int stable = 0;
        while (System.nanoTime() < deadline) {
            stable = idle() ? stable + 1 : 0;
            if (stable >= 3) return true;
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return false;
    }

    private boolean idle() {
        long head;
        try {
            head = views.storeHead();
        } catch (SQLException e) {
            return false;
        }
        for (var processor : axon.configuration().eventProcessingConfiguration().eventProcessors().values()) {
            if (!(processor instanceof StreamingEventProcessor streaming)) continue;
            if (streaming.processingStatus().isEmpty()) return false;
            for (EventTrackerStatus status : streaming.processingStatus().values())
                if (status.getCurrentPosition().orElse(-1) < head) return false;
        }
        return true;
    }
}
