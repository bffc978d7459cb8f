package dev.linkledger.advisor.web.live;

import io.quarkus.runtime.ShutdownEvent;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.ws.rs.ServiceUnavailableException;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The pages' server-sent events, one stream per page: {@code /lab/hosts/{id}/stream} for a host page,
 * {@code /lab/stream} for the lab overview (their resources, HostPage and LabPage, open them here). Each
 * event, named {@code changed}, says the views changed; its id is their new version ({@link ViewChanges}).
 * A page passes the version it was drawn at ({@code since}); a reconnecting browser sends
 * {@code Last-Event-ID}; either way, views no longer at that version are told at once, so nothing between
 * drawing, a drop and listening is lost. A comment every 20 s finds dead
 * connections. Past {@code linkledger.page.max-streams} the stream is refused (503) and the page polls.
 */
@ApplicationScoped
public class PageStreams {
    private static final long HEARTBEAT_SECONDS = 20;
    private static final long RETRY_MILLIS = 2000;

    @Inject
    ViewChanges changes;

    @ConfigProperty(name = "linkledger.page.max-streams", defaultValue = "256")
    int maxStreams;

    private final AtomicInteger open = new AtomicInteger();
    private final Set<Stream> streams = ConcurrentHashMap.newKeySet();
    private ScheduledExecutorService heartbeat;

    @PostConstruct
    void start() {
        heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "page-stream-heartbeat");
            t.setDaemon(true);
            return t;
        });
        heartbeat.scheduleWithFixedDelay(() -> streams.forEach(Stream::beat), HEARTBEAT_SECONDS, HEARTBEAT_SECONDS, TimeUnit.SECONDS);
    }

    /** Ends every stream: a shutdown must not wait for browsers that keep theirs open. */
    void stop(@Observes ShutdownEvent event) {
        streams.forEach(Stream::close);
        if (heartbeat != null) heartbeat.shutdownNow();
    }

    /** A host page's stream; its resource has checked the host is known. */
    public void host(String hostId, String since, String lastEventId, SseEventSink sink, Sse sse) {
        open(sink, sse, hostId, resumeFrom(lastEventId, since));
    }

    /** The lab overview's stream. */
    public void lab(String since, String lastEventId, SseEventSink sink, Sse sse) {
        open(sink, sse, null, resumeFrom(lastEventId, since));
    }

    private void open(SseEventSink sink, Sse sse, String hostId, String from) {
        if (open.incrementAndGet() > maxStreams) {
            open.decrementAndGet();
            throw new ServiceUnavailableException(5L);
        }
        Stream stream = new Stream(sink, sse, hostId);
        streams.add(stream);
        // Listen first, then compare: a change after the comparison is published to this stream.
        stream.subscription = changes.listen(hostId, stream::send);
        String current = changes.version(hostId);
        if (!current.equals(from)) stream.send(hostId, current);
        else stream.retry();
    }

    /** Last-Event-ID (a reconnect) wins over the version the page was drawn at. */
    private static String resumeFrom(String lastEventId, String since) {
        return lastEventId != null && !lastEventId.isBlank() ? lastEventId.strip() : since;
    }

    /** One page's stream: sends, and cleans up once the browser has gone. */
    private final class Stream {
        private final SseEventSink sink;
        private final Sse sse;
        private final String hostId;
        private volatile ViewChanges.Subscription subscription;
        private volatile boolean closed;

        Stream(SseEventSink sink, Sse sse, String hostId) {
            this.sink = sink;
            this.sse = sse;
            this.hostId = hostId;
        }

        void send(String changedHost, String version) {
            if (gone()) return;
            sink.send(sse.newEventBuilder().id(version).name("changed")
                            .data(changedHost == null ? "lab" : changedHost).reconnectDelay(RETRY_MILLIS).build())
                    .whenComplete((ok, failure) -> { if (failure != null) close(); });
        }

        void retry() {
            if (gone()) return;
            sink.send(sse.newEventBuilder().comment("listening").reconnectDelay(RETRY_MILLIS).build())
                    .whenComplete((ok, failure) -> { if (failure != null) close(); });
        }

        void beat() {
            if (gone()) return;
            sink.send(sse.newEventBuilder().comment("still here").build())
                    .whenComplete((ok, failure) -> { if (failure != null) close(); });
        }

        private boolean gone() {
            if (sink.isClosed()) close();
            return closed;
        }

        synchronized void close() {
            if (closed) return;
            closed = true;
            streams.remove(this);
            open.decrementAndGet();
            ViewChanges.Subscription s = subscription;
            if (s != null) s.close();
            if (!sink.isClosed()) sink.close();
        }
    }
}
