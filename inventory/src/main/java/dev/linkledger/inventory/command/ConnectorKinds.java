package dev.linkledger.inventory.command;

import java.util.List;
import java.util.Locale;

/**
 * The plug kinds a USB cable's ends can have, as people write them in {@code connectors}
 * ("C-C", "A-microB"): an unknown kind is a typo or not a USB cable, and is refused by name.
 * {@code microB3} is USB 3's wide micro-B, {@code B3} its taller B.
 */
final class ConnectorKinds {
    static final List<String> KINDS = List.of("A", "B", "B3", "C", "miniB", "microA", "microB", "microB3");

    private ConnectorKinds() {
    }

    /** Null when both ends are known kinds, else what is wrong, in words. */
    static String problem(String connectors) {
        if (connectors == null || connectors.isBlank()) return "name both ends, e.g. \"C-C\", \"A-C\", \"A-microB\"";
        String[] ends = connectors.trim().split("-", -1);
        if (ends.length != 2) return "name both ends separated by '-', e.g. \"C-C\", \"A-C\", \"A-microB\"; got '" + connectors + "'";
        for (String end : ends) {
            if (known(end) == null) {
                return "'" + end + "' is not a USB connector kind; known kinds: " + String.join(", ", KINDS);
            }
        }
        return null;
    }

    private static String known(String end) {
        return KINDS.stream().filter(k -> k.toLowerCase(Locale.ROOT).equals(end.trim().toLowerCase(Locale.ROOT))).findFirst().orElse(null);
    }

}
