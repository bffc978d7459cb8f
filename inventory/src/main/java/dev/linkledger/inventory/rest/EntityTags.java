package dev.linkledger.inventory.rest;

/** RFC 9110 entity tags: a strong tag is its value in double quotes; If-None-Match lists tags (not "*" here: a probe names what it sends). */
final class EntityTags {
    private EntityTags() {
    }

    static String of(String value) {
        return '"' + value + '"';
    }

    /** Whether the If-None-Match header names {@code value} (weak tags compare weakly, as If-None-Match asks). */
    static boolean matches(String ifNoneMatch, String value) {
        for (String tag : ifNoneMatch.split(",")) {
            String t = tag.trim();
            if (t.startsWith("W/")) t = t.substring(2);
            if (t.equals(of(value))) return true;
        }
        return false;
    }
}
