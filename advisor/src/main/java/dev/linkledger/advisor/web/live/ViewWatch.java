package dev.linkledger.advisor.web.live;

import dev.linkledger.advisor.advice.FindingEntity;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableView;
import dev.linkledger.inventory.query.HostRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Versions the views a page shows and looks at them when they may have moved, only while a page listens:
 * per host its newest event sequence, the last observation on record and its findings (how many, the
 * newest issued and resolved); for the lab overview every host's (without sequences) and the cable drawer.
 * A change is published on {@link ViewChangeBus}. It looks right after a write's views have committed
 * ({@link ReadModelsCommitted}), and once a {@code linkledger.page.watch-interval} regardless: that hook
 * fires only in the instance that took the write, so a page open on another instance hears of it at that
 * safety net. One look serves every open page, where
 * each page polling did its whole page's work every 3 s. It compares the views, not the events: a look
 * that sees a host's new event before its views committed publishes once more when they do. Reading a
 * version also makes it the baseline the next look compares with, so a stream that compared the page's
 * version with it misses nothing after.
 */
@ApplicationScoped
public class ViewWatch {
    private static final Logger LOG = Logger.getLogger(ViewWatch.class);

    @Inject
    ViewChangeBus bus;
    @Inject
    TopologyQueries topology;
    @Inject
    CableQueries cables;
    @Inject
    AxonRuntime axon;

    @ConfigProperty(name = "linkledger.page.watch-interval", defaultValue = "1s")
    Duration interval;

    private final Map<String, String> seen = new ConcurrentHashMap<>();
    private volatile String labSeen;
    private final AtomicBoolean lookPending = new AtomicBoolean();
    private volatile ScheduledExecutorService timer;

    void start(@Observes StartupEvent event) {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "page-view-watch");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(this::tickQuietly, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    void stop(@Observes ShutdownEvent event) {
        if (timer != null) timer.shutdownNow();
    }

    /** The host's views' version now, and the baseline of the next look if it has none. */
    public String version(String hostId) {
        String version = QuarkusTransaction.joiningExisting().call(() -> hostVersion(hostId, findings(hostId).get(hostId)));
        seen.putIfAbsent(hostId, version);
        return version;
    }

    /** The lab overview's version now, and the baseline of the next look if it has none. */
    public String labVersion() {
        String version = QuarkusTransaction.joiningExisting().call(this::lab);
        if (labSeen == null) labSeen = version;
        return version;
    }

    /** Looks once more as soon as the look under way (if any) is done; many commits meanwhile make one look. */
    void lookSoon() {
        ScheduledExecutorService t = timer;
        if (t == null || bus.watched().isEmpty() || !lookPending.compareAndSet(false, true)) return;
        try {
            t.execute(() -> {
                lookPending.set(false);
                tickQuietly();
            });
        } catch (java.util.concurrent.RejectedExecutionException shuttingDown) {
            lookPending.set(false);
        }
    }

    private void tickQuietly() {
        try {
            tick();
        } catch (RuntimeException e) {
            LOG.debugf(e, "the page's view watch missed a look");
        }
    }

    /** One look: publishes each watched host, and the lab, whose views moved since the last look. */
    void tick() {
        Set<String> watched = bus.watched();
        seen.keySet().retainAll(watched);
        if (!watched.contains(null)) labSeen = null;
        if (watched.isEmpty()) return;
        Map<String, String> now = QuarkusTransaction.joiningExisting().call(() -> {
            Map<String, List<Object>> findings = findings(null);
            Map<String, String> versions = new HashMap<>();
            for (String host : watched) if (host != null) versions.put(host, hostVersion(host, findings.get(host)));
            return versions;
        });
        now.forEach((host, version) -> {
            String before = seen.put(host, version);
            if (before != null && !before.equals(version)) bus.changed(host, version);
        });
        if (watched.contains(null)) {
            String lab = QuarkusTransaction.joiningExisting().call(this::lab);
            String before = labSeen;
            labSeen = lab;
            if (before != null && !before.equals(lab)) bus.labChanged(null, lab);
        }
    }

    private String hostVersion(String hostId, List<Object> findings) {
        long sequence = axon.eventStore().lastSequenceNumberFor(hostId).orElse(-1L);
        String observed = topology.host(hostId).map(h -> String.valueOf(h.lastObservedAt())).orElse("none");
        return digest(sequence + "|" + observed + "|" + findings);
    }

    /** Every host's last observation and findings, and the cable drawer. */
    private String lab() {
        Map<String, List<Object>> findings = findings(null);
        Map<String, String> hosts = new TreeMap<>();
        for (HostRecord h : topology.hosts()) hosts.put(h.hostId(), h.lastObservedAt() + "|" + findings.get(h.hostId()));
        List<List<Object>> drawer = cables.list(null).stream().map(c -> List.<Object>of(c.id(), String.valueOf(c.capability()),
                c.verdictTests(), c.suspicions().size(), c.retired(), String.valueOf(attachment(c)))).toList();
        return digest(hosts + "|" + drawer);
    }

    /** Per host (one host, or all with {@code hostId} null): how many findings, the newest issued and resolved. */
    private static Map<String, List<Object>> findings(String hostId) {
        String where = hostId == null ? "" : " where f.hostId = :host";
        var query = FindingEntity.getEntityManager().createQuery("select f.hostId, count(f), max(f.issuedAt), max(f.resolvedAt) "
                + "from FindingEntity f" + where + " group by f.hostId", Object[].class);
        if (hostId != null) query.setParameter("host", hostId);
        Map<String, List<Object>> byHost = new HashMap<>();
        for (Object[] r : query.getResultList()) {
            byHost.put((String) r[0], List.of(r[1], String.valueOf(r[2]), String.valueOf(r[3])));
        }
        return byHost;
    }

    private static String attachment(CableView c) {
        return c.attachment() == null ? null : c.attachment().hostId() + c.attachment().portIds();
    }

    private static String digest(String text) {
        return UUID.nameUUIDFromBytes(text.getBytes(StandardCharsets.UTF_8)).toString().replace("-", "").substring(0, 16);
    }
}
