package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.Advisor;
import dev.linkledger.advisor.engine.FindingView;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.ProjectionCatchUp;
import dev.linkledger.inventory.axon.ReadModelBarrier;
import dev.linkledger.inventory.axon.RebuildGate;
import dev.linkledger.inventory.query.CableProjection;
import dev.linkledger.inventory.query.EnclosureProjection;
import dev.linkledger.inventory.query.MeasurementProjection;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import java.time.Duration;
import java.util.List;

import org.axonframework.eventhandling.EventMessage;

/**
 * Evaluates hosts and records the result as advice events (findings issued and resolved): for the
 * evaluation processor ({@link AdviceTrigger}), inside its batch, and on demand. Also the
 * read-your-writes barrier for findings: a write waits until the evaluation processor has passed
 * it (on whichever instance holds the host's segment) and the findings projection shows the result.
 */
@Singleton
public class AdviceEvaluations implements ReadModelBarrier {
    /**
     * How long an evaluation waits for the read models it reads. Longer than a segment takeover
     * (a dead instance's projections are claimed by another within about 7 s), so a crash does
     * not make an evaluation read facts older than its batch.
     */
    private static final Duration PROJECTION_WAIT = Duration.ofSeconds(30);
    private static final Duration ADVICE_WAIT = Duration.ofSeconds(10);
    /** The processors of the projections the facts are read from (several share one: ProcessorGroups). */
    private static final List<String> READ_MODELS = List.copyOf(new java.util.LinkedHashSet<>(List.of(
            CableProjection.GROUP, EnclosureProjection.GROUP, MeasurementProjection.GROUP)));

    @Inject
    Advisor advisor;
    @Inject
    AxonRuntime axon;
    @Inject
    ProjectionCatchUp catchUp;
    @Inject
    RebuildGate gate;
    @Inject
    HostsOfEvent hostsOf;

    private volatile boolean stopping;

    /** Stops waiting for read models before Axon (priority 1) shuts the processors down. */
    void stop(@Observes @Priority(0) ShutdownEvent event) {
        stopping = true;
    }

    /**
     * In the evaluation processor's handling of {@code message}: evaluates each host whose last
     * event in the batch this is, once the read models have reached the batch's last event. The
     * advice events join the batch's unit of work, so they commit with the processor's token: an
     * evaluation is recorded exactly when the token says it happened.
     */
    void evaluateDue(EventMessage<?> message) {
        EvaluationBatch batch = EvaluationBatch.of(message, hostsOf::of);
        List<String> hosts = batch.dueAt(message);
        if (hosts.isEmpty()) return;
        if (!batch.readModelsReached()) {
            awaitReadModels(batch.lastPosition());
            batch.markReadModelsReached();
        }
        String eventType = message.getPayloadType().getSimpleName();
        for (String host : hosts) record(host, message.getIdentifier(), eventType);
    }

    private void awaitReadModels(long position) {
        if (position < 0) return;
        for (String group : READ_MODELS) {
            boolean reached = catchUp.awaitProcessor(group, position, PROJECTION_WAIT, () -> stopping);
            // Past the wait, evaluating on older facts beats holding every host back: the host's next event corrects it.
            if (!reached && stopping) throw new IllegalStateException("service stopping: the batch is evaluated after the next start");
        }
    }

    /** Evaluates a host now, in the caller's thread (on demand), and records the result. */
    public void evaluateNow(String hostId) {
        gate.onCompleteProjections(() -> {
            record(hostId, null, null);
            return null;
        });
        catchUp.awaitAggregate(HostAdvice.idFor(hostId), ADVICE_WAIT);
    }

    private void record(String hostId, String triggerEventId, String triggerEventType) {
        List<FindingView> findings = QuarkusTransaction.requiringNew().call(() -> readingOnly(() -> advisor.findingsFor(hostId)));
        axon.commandGateway().sendAndWait(new RecordAdviceCommand(HostAdvice.idFor(hostId), hostId, findings,
                triggerEventId, triggerEventType));
    }

    /**
     * Turning a host's read models into facts only reads, in a transaction of its own: its entities
     * are loaded read-only and nothing is flushed before each query. With Hibernate's defaults each
     * query of the fact projection first dirty-checked every entity loaded so far, 15 % of the
     * evaluation processor's CPU in a burst (BENCHMARKS.md, "Where a burst's CPU goes").
     */
    private static <T> T readingOnly(java.util.function.Supplier<T> work) {
        org.hibernate.Session session = io.quarkus.hibernate.orm.panache.Panache.getEntityManager().unwrap(org.hibernate.Session.class);
        session.setDefaultReadOnly(true);
        session.setHibernateFlushMode(org.hibernate.FlushMode.MANUAL);
        return work.get();
    }

    /**
     * Waits until every event in the store has been handled by every processor, the evaluation
     * processor's advice included: the point after which nothing more happens by itself (tests take
     * their snapshots there).
     */
    public boolean awaitIdle(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long head = catchUp.positionOf(null);
        while (true) {
            if (!catchUp.awaitPosition(head, Duration.ofNanos(Math.max(0, deadline - System.nanoTime())))) return false;
            long now = catchUp.positionOf(null);
            if (now == head) return true;
            head = now;
        }
    }

    /**
     * Waits until the evaluation processor's segment for this host has passed {@code position} (its
     * token commits with the advice it recorded), here or on the instance holding it, and every
     * processor, the findings projection among them, has handled the host's advice.
     */
    @Override
    public void await(String hostId, long position, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        if (!catchUp.awaitSequence(AdviceTrigger.GROUP, hostId, position, timeout)) return;
        long leftNanos = deadline - System.nanoTime();
        if (leftNanos > 0) catchUp.awaitAggregate(HostAdvice.idFor(hostId), Duration.ofNanos(leftNanos));
    }
}
