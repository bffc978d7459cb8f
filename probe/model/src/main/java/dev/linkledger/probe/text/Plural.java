package dev.linkledger.probe.text;

/** "1 device", "2 devices", "0 buses": counts in messages people read, instead of "device(s)". */
public final class Plural {
    private Plural() {
    }

    /** {@code count} and the noun, adding "s" (or "es" after s, x, ch, sh) unless the count is one. */
    public static String of(long count, String noun) {
        return count + " " + (count == 1 ? noun : plural(noun));
    }

    static String plural(String noun) {
        return noun.matches(".*(s|x|ch|sh)$") ? noun + "es" : noun + "s";
    }
}
