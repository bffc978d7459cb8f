package dev.linkledger.inventory.axon;

import dev.linkledger.inventory.command.Host;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.axonframework.common.lock.NullLockFactory;
import org.axonframework.eventsourcing.EventSourcingRepository;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.axonframework.modelling.command.Repository;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * After a start, loads the Host aggregates of the most recently observed hosts into the aggregate
 * cache, in the background. A restarted service is otherwise slowest exactly where a lab is
 * busiest: the first command of each busy host sources its snapshot and the events after it, on
 * code the JIT has not compiled yet (0.42 s for a host with 13k events, BENCHMARKS.md), while
 * its probe is waiting. Warming takes the hosts most likely to report next (by the topology's
 * {@code last_observed_at}), at most {@code linkledger.warm-hosts} of them (0 turns it off),
 * and never delays the start.
 * <p>It never delays a command either: it loads through a repository of its own that takes no
 * aggregate lock (the commands' repository holds a host's lock for as long as its load parses the
 * snapshot, and a command arriving for the host being warmed used to wait for all of it), over
 * the commands' cache seen adding-only ({@link AggregateCache#addingOnly}). A command for a host not
 * warmed yet loads it itself as it always did; warming skips a host a command has loaded, and what
 * it loads is kept only where no command put its aggregate meanwhile. A host it loaded that a
 * command changed in the same instant is as stale as a copy another instance wrote past: its next
 * append fails on the sequence, and the command is retried on a fresh load.
 */
@Singleton
public class WarmHosts {
    private static final Logger LOG = Logger.getLogger(WarmHosts.class);
    private static final String RECENT = "SELECT host_id FROM host ORDER BY last_observed_at DESC NULLS LAST LIMIT ?";

    @ConfigProperty(name = "linkledger.warm-hosts", defaultValue = "200")
    int limit;
    @Inject
    DataSource dataSource;
    @Inject
    AxonRuntime axon;

    private volatile Thread worker;

    /** After Axon (100) has started; before the local probe and the demo (200+) send commands. */
    void start(@Observes @Priority(150) StartupEvent event) {
        if (limit <= 0) return;
        Thread t = new Thread(this::warm, "warm-hosts");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        worker = t;
        t.start();
    }

    void stop(@Observes @Priority(0) ShutdownEvent event) {
        Thread t = worker;
        if (t != null) t.interrupt();
    }

    private void warm() {
        long start = System.nanoTime();
        int loaded = 0;
        try {
            Repository<Host> hosts = lockFreeRepository();
            for (String hostId : recentHosts()) {
                if (Thread.currentThread().isInterrupted()) break;
                if (!axon.holdsInMemory(Host.class, hostId) && load(hosts, hostId)) loaded++;
            }
            LOG.infof("Warmed %d host aggregate(s) in %d ms", loaded, (System.nanoTime() - start) / 1_000_000);
        } catch (SQLException | RuntimeException e) {
            // Only an optimisation: the commands load what they need without it.
            LOG.infof("Host aggregates not warmed (%d loaded): %s", loaded, e.getMessage());
        }
    }

    /** The Host repository of the commands without its locks, its cache seen adding-only, never snapshotting. */
    private Repository<Host> lockFreeRepository() {
        org.axonframework.config.Configuration c = axon.configuration();
        return EventSourcingRepository.builder(Host.class)
                .eventStore(c.eventStore())
                .parameterResolverFactory(c.parameterResolverFactory())
                .handlerDefinition(c.handlerDefinition(Host.class))
                .lockFactory(NullLockFactory.INSTANCE)
                .cache(axon.cache(Host.class).addingOnly())
                .build();
    }

    private static boolean load(Repository<Host> hosts, String hostId) {
        try {
            DefaultUnitOfWork.startAndGet(null).execute(() -> hosts.load(hostId));
            return true;
        } catch (RuntimeException e) {
            // A host registered in the projection but not (yet) in this store's aggregates: its command loads it.
            LOG.debugf("host %s not warmed: %s", hostId, e.getMessage());
            return false;
        }
    }

    private List<String> recentHosts() throws SQLException {
        List<String> ids = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(RECENT)) {
            s.setInt(1, limit);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) ids.add(r.getString(1));
            }
        }
        return ids;
    }
}
