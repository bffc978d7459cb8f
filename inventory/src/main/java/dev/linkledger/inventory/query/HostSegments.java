package dev.linkledger.inventory.query;

import org.axonframework.eventhandling.DomainEventMessage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The host half of a replay's one pass over the store: the pass hands each Host event here, in the
 * store's order, and it goes to the segment of its host (a host's events always to the same one, in
 * order), where a thread of its own folds it ({@link HostFold}: the payload deserialized there, once,
 * so the segments share that work) and hands the fold to its {@link Writer} (the replay's: the host's
 * rows in a transaction of their own, {@link HostCatchUp#store}) as soon as the host's last event is
 * folded, so only the hosts still in the pass are held in memory. Hosts do not read each other's rows: their segments need no order
 * between them.
 */
final class HostSegments implements AutoCloseable {
    /** Events queued per segment: the pass waits for a segment this far behind rather than holding the store in memory. */
    private static final int QUEUED = 2_048;
    private static final Object END = new Object();

    private final Writer writer;
    private final Map<String, Long> lastSequences;
    private final List<BlockingQueue<Object>> queues = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();

    /**
     * @param lastSequences each host's last sequence when the pass began: its rows are written when
     *                      the pass reaches it (a host's later events are a live write's, which writes them)
     */
    HostSegments(Writer writer, Map<String, Long> lastSequences, int segments) {
        this.writer = writer;
        this.lastSequences = lastSequences;
        for (int i = 0; i < segments; i++) {
            BlockingQueue<Object> queue = new ArrayBlockingQueue<>(QUEUED);
            queues.add(queue);
            Thread t = new Thread(() -> run(queue), "replay-hosts-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    /** Hands a Host event of the pass to its host's segment. */
    void accept(DomainEventMessage<?> event) throws InterruptedException {
        rethrow();
        queues.get(Math.floorMod(event.getAggregateIdentifier().hashCode(), queues.size())).put(event);
    }

    /** The pass is over: every segment writes the hosts it still holds; returns once all are written. */
    void finish() throws InterruptedException {
        for (BlockingQueue<Object> q : queues) q.put(END);
        for (Thread t : threads) t.join();
        rethrow();
    }

    private void run(BlockingQueue<Object> queue) {
        Map<String, HostFold> folding = new HashMap<>();
        boolean ended = false;
        try {
            while (!ended) {
                Object next = queue.take();
                ended = next == END;
                // After a failure anywhere, only drained: the pass is never left waiting on a full queue.
                if (ended || failure.get() != null) continue;
                DomainEventMessage<?> event = (DomainEventMessage<?>) next;
                String host = event.getAggregateIdentifier();
                Long last = lastSequences.get(host);
                // Past its last event when the pass began: a live write's, written by that write.
                if (last != null && event.getSequenceNumber() > last) continue;
                HostFold fold = folding.computeIfAbsent(host, h -> new HostFold());
                fold.apply(event);
                if (last != null && fold.last() == last) write(host, folding.remove(host));
            }
            for (Map.Entry<String, HostFold> e : folding.entrySet()) write(e.getKey(), e.getValue());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Throwable e) {
            failure.compareAndSet(null, e);
            try {
                while (!ended) ended = queue.take() == END;
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void write(String host, HostFold fold) throws Exception {
        if (failure.get() != null) return;
        writer.write(host, fold);
    }

    /** Writes a host's rows from the fold of its events. */
    @FunctionalInterface
    interface Writer {
        void write(String host, HostFold fold) throws Exception;
    }

    private void rethrow() {
        Throwable t = failure.get();
        if (t != null) throw new IllegalStateException("cannot rebuild a host's views", t);
    }

    /** Stops every segment (a pass that failed). */
    @Override
    public void close() {
        threads.forEach(Thread::interrupt);
    }
}
