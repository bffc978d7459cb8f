package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.Advisor;
import dev.linkledger.advisor.engine.FindingView;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.ProjectionCatchUp;
import dev.linkledger.inventory.axon.ReadModelBarrier;
import dev.linkledger.inventory.axon.RebuildGate;
import dev.linkledger.inventory.query.CableProjection;
import dev.linkledger.inventory.query.EnclosureProjection;
import dev.linkledger.inventory.query.HostEntity;
import dev.linkledger.inventory.query.MeasurementProjection;
import dev.linkledger.inventory.query.TopologyProjection;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * Re-evaluates hosts whose topology changed and records the result as advice events (findings
 * issued and resolved). Requests for one host coalesce: only the latest trigger is kept.
 * Every host is evaluated once at start-up, so a request lost in a crash is made good.
 */
@Singleton
public class AdviceEvaluations implements ReadModelBarrier {
    private static final Logger LOG = Logger.getLogger(AdviceEvaluations.class);
    private static final Duration PROJECTION_WAIT = Duration.ofSeconds(10);
    /** The projections the facts are read from. */
    private static final List<String> READ_MODELS = List.of(TopologyProjection.GROUP, CableProjection.GROUP,
            EnclosureProjection.GROUP, MeasurementProjection.GROUP);

    /** The host event that prompted an evaluation, and its position in the event stream. */
    public record Trigger(long position, String eventId, String eventType) {
    }

    @Inject
    Advisor advisor;
    @Inject
    AxonRuntime axon;
    @Inject
    ProjectionCatchUp catchUp;
    @Inject
    RebuildGate gate;

    private final Map<String, Trigger> pending = new LinkedHashMap<>();
    private final Map<String, Long> evaluatedUpTo = new ConcurrentHashMap<>();
    /** Evaluations scheduled on the worker and not finished. */
    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile ExecutorService worker;

    void start(@Observes @Priority(150) StartupEvent event) {
        worker = Executors.newSingleThreadExecutor(r -> new Thread(r, "advice-evaluation"));
        List<String> hosts = QuarkusTransaction.requiringNew().call(
                () -> HostEntity.<HostEntity>listAll().stream().map(h -> h.hostId).toList());
        hosts.forEach(host -> request(host, new Trigger(-1, null, null)));
    }

    /** Stops before Axon does (its observer has priority 1), letting a running evaluation finish. */
    void stop(@Observes @Priority(0) ShutdownEvent event) throws InterruptedException {
        ExecutorService w = worker;
        worker = null;
        if (w != null) {
            w.shutdown();
            if (!w.awaitTermination(10, TimeUnit.SECONDS)) w.shutdownNow();
        }
    }

    public void request(String hostId, Trigger trigger) {
        boolean schedule;
        synchronized (pending) {
            schedule = !pending.containsKey(hostId);
            pending.put(hostId, trigger);
        }
        ExecutorService w = worker;
        if (schedule && w != null) {
            inFlight.incrementAndGet();
            w.execute(() -> evaluate(hostId));
        }
    }

    /**
     * Waits until every event in the store has been seen by the trigger and every evaluation it
     * asked for has been recorded and projected: the point after which nothing more happens by
     * itself (tests take their snapshots there).
     */
    public boolean awaitIdle(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        if (!catchUp.awaitHead(timeout) || !waitUntil(() -> inFlight.get() == 0, deadline)) return false;
        long left = deadline - System.nanoTime();
        return left > 0 && catchUp.awaitHead(Duration.ofNanos(left));
    }

    /** Waits, until the deadline ({@link System#nanoTime}), for a condition an evaluation's end can make true. */
    private synchronized boolean waitUntil(BooleanSupplier condition, long deadline) {
        while (!condition.getAsBoolean()) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) return false;
            try {
                wait(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** An evaluation taken off the worker's queue has ended, however it went. */
    private synchronized void finished() {
        inFlight.decrementAndGet();
        notifyAll();
    }

    private void evaluate(String hostId) {
        Trigger trigger;
        synchronized (pending) {
            trigger = pending.remove(hostId);
        }
        if (trigger == null) {
            finished();
            return;
        }
        try {
            gate.onCompleteProjections(() -> {
                if (trigger.position() >= 0) {
                    for (String group : READ_MODELS) catchUp.awaitProcessor(group, trigger.position(), PROJECTION_WAIT);
                }
                List<FindingView> findings = QuarkusTransaction.requiringNew().call(() -> advisor.findingsFor(hostId));
                return axon.commandGateway().sendAndWait(new RecordAdviceCommand(HostAdvice.idFor(hostId), hostId, findings,
                        trigger.eventId(), trigger.eventType()));
            });
        } catch (RuntimeException e) {
            LOG.errorf(e, "could not evaluate host %s", hostId);
        } finally {
            evaluatedUpTo.merge(hostId, trigger.position(), Math::max);
            finished();
        }
    }

    /** Evaluates a host now, in the caller's thread (on demand), and records the result. */
    public void evaluateNow(String hostId) {
        gate.onCompleteProjections(() -> {
            List<FindingView> findings = QuarkusTransaction.requiringNew().call(() -> advisor.findingsFor(hostId));
            return axon.commandGateway().sendAndWait(new RecordAdviceCommand(HostAdvice.idFor(hostId), hostId, findings, null, null));
        });
        catchUp.awaitAggregate(HostAdvice.idFor(hostId), PROJECTION_WAIT);
    }

    /** Waits until the host was evaluated at or after {@code position} and its findings are projected. */
    @Override
    public void await(String hostId, long position, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        if (!waitUntil(() -> evaluatedUpTo.getOrDefault(hostId, -1L) >= position, deadline)) return;
        long leftNanos = deadline - System.nanoTime();
        if (leftNanos > 0) catchUp.awaitAggregate(HostAdvice.idFor(hostId), Duration.ofNanos(leftNanos));
    }
}
