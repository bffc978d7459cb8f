package dev.linkledger.advisor.web.live;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.jboss.logging.Logger;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;

/**
 * The fan-out of view changes to the pages' streams. {@link #changed} and {@link #labChanged} are the
 * entries {@link ViewWatch} calls when it sees a host's views, or the lab's, changed. Listeners are called on the caller's thread and must
 * not block (a stream's send does not).
 */
@ApplicationScoped
public class ViewChangeBus implements ViewChanges {
    private static final Logger LOG = Logger.getLogger(ViewChangeBus.class);
    private static final String LAB = "";

    private final Map<String, Set<Listener>> listeners = new ConcurrentHashMap<>();

    @Inject
    ViewWatch watch;

    @Override
    public String version(String hostId) {
        return hostId == null ? watch.labVersion() : watch.version(hostId);
    }

    @Override
    public Subscription listen(String hostId, Listener listener) {
        String key = hostId == null ? LAB : hostId;
        listeners.computeIfAbsent(key, k -> new CopyOnWriteArraySet<>()).add(listener);
        return () -> {
            Set<Listener> set = listeners.get(key);
            if (set != null) set.remove(listener);
        };
    }

    /** A host's views changed, now at {@code version}: tells its pages. */
    public void changed(String hostId, String version) {
        notify(listeners.get(hostId), hostId, version);
    }

    /** The lab overview's views changed (a host's, or the cable drawer), now at {@code version}. */
    public void labChanged(String hostId, String version) {
        notify(listeners.get(LAB), hostId, version);
    }

    /** The hosts someone listens to now; {@code null} in it for the lab overview. */
    Set<String> watched() {
        Set<String> hosts = new HashSet<>();
        listeners.forEach((key, set) -> {
            if (!set.isEmpty()) hosts.add(LAB.equals(key) ? null : key);
        });
        return hosts;
    }

    private static void notify(Set<Listener> set, String hostId, String version) {
        if (set == null) return;
        for (Listener l : set) {
            try {
                l.changed(hostId, version);
            } catch (RuntimeException e) {
                LOG.debugf(e, "a page's stream did not take the change of %s", hostId);
            }
        }
    }
}
