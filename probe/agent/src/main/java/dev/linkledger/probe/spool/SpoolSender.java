package dev.linkledger.probe.spool;

import dev.linkledger.probe.text.Plural;
import dev.linkledger.probe.client.ObservationClient;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Drains a {@link Spool} to the service, oldest first, one at a time so the service sees the
 * observations in the order they were made. While the service is unreachable or failing it waits
 * with exponential backoff and retries the same entry; nothing is skipped. Idle, it sleeps on the
 * spool until something is appended.
 */
public final class SpoolSender implements Runnable {
    private final Spool spool;
    private final ObservationClient client;
    private final Backoff backoff;
    private final Consumer<String> log;
    private volatile boolean stopped;
    private volatile String lastFailure;

    public SpoolSender(Spool spool, ObservationClient client, Backoff backoff, Consumer<String> log) {
        this.spool = spool;
        this.client = client;
        this.backoff = backoff;
        this.log = log;
    }

    @Override
    public void run() {
        try {
            while (!stopped) {
                Optional<SpoolEntry> next = spool.awaitOldest(60_000);
                if (stopped) break;
                if (next.isEmpty()) continue;
                if (sendOne(next.get()) == DeliveryOutcome.RETRY) {
                    pause(backoff.next().toMillis());
                } else {
                    backoff.reset();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Tries to deliver the oldest entry once; what a one-shot {@code probe scan --spool} uses. */
    public DeliveryOutcome sendOne(SpoolEntry entry) throws InterruptedException {
        byte[] body;
        try {
            body = spool.read(entry);
        } catch (NoSuchFileException e) {
            return DeliveryOutcome.DELIVERED; // compacted away meanwhile: a newer snapshot is queued behind it
        } catch (IOException e) {
            lastFailure = "cannot read " + entry.file() + ": " + e.getMessage();
            log.accept(lastFailure);
            return DeliveryOutcome.RETRY;
        }
        try {
            ObservationClient.PostResult result = client.postJson(entry.hostId(), body);
            DeliveryOutcome outcome = DeliveryOutcome.ofStatus(result.status());
            switch (outcome) {
                case DELIVERED -> spool.delivered(entry);
                case REJECTED -> {
                    spool.rejected(entry, result.status(), result.body());
                    lastFailure = "POST " + result.uri() + " answered " + result.status() + "; kept in "
                            + spool.directory().resolve(Spool.REJECTED);
                    log.accept(lastFailure);
                }
                case RETRY -> {
                    lastFailure = "POST " + result.uri() + " answered " + result.status() + "; will retry";
                    log.accept(lastFailure);
                }
            }
            return outcome;
        } catch (IOException e) {
            lastFailure = "service unreachable (" + e + "); " + Plural.of(spool.size(), "observation") + " kept in " + spool.directory();
            log.accept(lastFailure);
            return DeliveryOutcome.RETRY;
        }
    }

    /**
     * Sends everything pending once, stopping at the first entry that must be retried.
     *
     * @return RETRY if something is still pending, else REJECTED if anything was refused, else DELIVERED
     */
    public DeliveryOutcome drainOnce() throws InterruptedException {
        boolean anyRejected = false;
        Optional<SpoolEntry> next;
        while ((next = spool.oldest()).isPresent()) {
            DeliveryOutcome outcome = sendOne(next.get());
            if (outcome == DeliveryOutcome.RETRY) return outcome;
            anyRejected |= outcome == DeliveryOutcome.REJECTED;
        }
        return anyRejected ? DeliveryOutcome.REJECTED : DeliveryOutcome.DELIVERED;
    }

    private void pause(long millis) throws InterruptedException {
        synchronized (this) {
            if (!stopped) wait(millis);
        }
    }

    public String lastFailure() {
        return lastFailure;
    }

    public void stop() {
        stopped = true;
        synchronized (this) {
            notifyAll();
        }
        spool.wakeAll();
    }
}
