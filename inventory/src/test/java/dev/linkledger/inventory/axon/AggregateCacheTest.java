package dev.linkledger.inventory.axon;

import org.axonframework.common.caching.Cache;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class AggregateCacheTest {
    @Test
    void keepsWhatIsPutUntilRemovedAndTellsItsListeners() {
        AggregateCache cache = new AggregateCache(10);
        List<String> heard = new ArrayList<>();
        cache.registerCacheEntryListener(new Cache.EntryListenerAdapter() {
            @Override
            public void onEntryCreated(Object key, Object value) {
                heard.add("created " + key);
            }

            @Override
            public void onEntryRemoved(Object key) {
                heard.add("removed " + key);
            }
        });
        cache.put("host-1", "aggregate");
        assertThat(cache.<String, String>get("host-1")).isEqualTo("aggregate");
        assertThat(cache.remove("host-1")).isTrue();
        assertThat(cache.containsKey("host-1")).isFalse();
        assertThat(heard).containsExactly("created host-1", "removed host-1");
    }

    @Test
    void anAggregateWithoutAnIdentifierIsNotKept() {
        AggregateCache cache = new AggregateCache(10);
        cache.put(null, "created, but applied nothing");
        assertThat(cache.putIfAbsent(null, "again")).isFalse();
        assertThat(cache.<String, String>get(null)).isNull();
        assertThat(cache.containsKey(null)).isFalse();
        assertThat(cache.remove(null)).isFalse();
    }

    @Test
    void aLoaderBesideTheCommandsAddsOnlyWhereNoCommandPutItsAggregateAndRemovesNothing() {
        AggregateCache cache = new AggregateCache(10);
        Cache warming = cache.addingOnly();
        cache.put("host-1", "the command's newer copy");
        warming.put("host-1", "warmed from the store");
        assertThat(cache.<String, String>get("host-1")).isEqualTo("the command's newer copy");
        warming.put("host-2", "warmed from the store");
        assertThat(cache.<String, String>get("host-2")).isEqualTo("warmed from the store");
        // The warming unit of work's rollback: the command's entry stays.
        assertThat(warming.remove("host-1")).isFalse();
        assertThat(cache.containsKey("host-1")).isTrue();
    }
}
