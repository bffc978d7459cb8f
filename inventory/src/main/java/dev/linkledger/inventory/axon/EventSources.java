package dev.linkledger.inventory.axon;

import org.axonframework.messaging.MetaData;

/**
 * Who caused an event, carried in the command's and (through a correlation data provider) every
 * resulting event's MetaData under {@code source}: {@code probe:HOST}, {@code import},
 * {@code person}, or {@code derived} for verdicts the inventory drew itself.
 */
public final class EventSources {
    public static final String KEY = "source";
    public static final String IMPORT = "import";
    public static final String PERSON = "person";
    public static final String DERIVED = "derived:link-verdicts";

    private EventSources() {
    }

    public static String probe(String hostId) {
        return "probe:" + hostId;
    }

    public static MetaData of(String source) {
        return MetaData.with(KEY, source);
    }
}
