package dev.linkledger.inventory.axon;

import com.github.benmanes.caffeine.cache.Caffeine;
import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;

import java.util.List;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.UnaryOperator;

/**
 * Loaded aggregates kept in memory between commands, so a Host is not re-sourced from all its
 * events on every observation. Axon's own WeakReferenceCache does not serve: the repository wraps
 * each aggregate in a fresh cache entry that nothing else references, and the next young
 * collection clears it. This one holds entries strongly up to a count, softly beyond what memory
 * allows (the collector may reclaim them under pressure; a miss only costs a reload).
 */
final class AggregateCache implements Cache {
    private final ConcurrentMap<Object, Object> entries;
    private final List<EntryListener> listeners = new CopyOnWriteArrayList<>();

    AggregateCache(long maximumSize) {
        this.entries = Caffeine.newBuilder().maximumSize(maximumSize).softValues().build().asMap();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <K, V> V get(K key) {
        return key == null ? null : (V) entries.get(key);
    }

    /**
     * An aggregate whose command applied nothing on creation has no identifier yet (a first
     * evaluation without findings): there is nothing to keep, and the next command creates it anew.
     */
    @Override
    public void put(Object key, Object value) {
        if (key == null || value == null) return;
        Object previous = entries.put(key, value);
        for (EntryListener l : listeners) {
            if (previous == null) l.onEntryCreated(key, value);
            else l.onEntryUpdated(key, value);
        }
    }

    @Override
    public boolean putIfAbsent(Object key, Object value) {
        if (key == null || value == null) return false;
        boolean added = entries.putIfAbsent(key, value) == null;
        if (added) listeners.forEach(l -> l.onEntryCreated(key, value));
        return added;
    }

    @Override
    public boolean remove(Object key) {
        boolean removed = key != null && entries.remove(key) != null;
        if (removed) listeners.forEach(l -> l.onEntryRemoved(key));
        return removed;
    }

    @Override
    public void removeAll() {
        for (Object key : List.copyOf(entries.keySet())) remove(key);
    }

    /** Aggregates held now (an estimate while entries are being added or collected). */
    int size() {
        return entries.size();
    }

    @Override
    public boolean containsKey(Object key) {
        return key != null && entries.containsKey(key);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <V> void computeIfPresent(Object key, UnaryOperator<V> update) {
        if (key != null) entries.computeIfPresent(key, (k, v) -> update.apply((V) v));
    }

    @Override
    public Registration registerCacheEntryListener(EntryListener listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }

    /**
     * This cache as a loader that runs beside the commands sees it ({@link WarmHosts}): what it loads
     * is added only where no command has put its aggregate meanwhile (never over a newer one), and its
     * rollbacks remove nothing (they never added anything a command could rely on).
     */
    Cache addingOnly() {
        AggregateCache all = this;
        return new Cache() {
            @Override
            public <K, V> V get(K key) {
                return all.get(key);
            }

            @Override
            public void put(Object key, Object value) {
                all.putIfAbsent(key, value);
            }

            @Override
            public boolean putIfAbsent(Object key, Object value) {
                return all.putIfAbsent(key, value);
            }

            @Override
            public boolean remove(Object key) {
                return false;
            }

            @Override
            public void removeAll() {
            }

            @Override
            public boolean containsKey(Object key) {
                return all.containsKey(key);
            }

            @Override
            public <V> void computeIfPresent(Object key, UnaryOperator<V> update) {
            }

            @Override
            public Registration registerCacheEntryListener(EntryListener listener) {
                return all.registerCacheEntryListener(listener);
            }
        };
    }
}
