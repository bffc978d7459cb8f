package dev.linkledger.advisor.advice;

import java.util.Locale;

/** Which findings to list: the open ones (default), the resolved ones, or all of a host's history. */
public enum FindingStatus {
    OPEN, RESOLVED, ALL;

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return null when the text is not a status */
    public static FindingStatus parse(String text) {
        if (text == null || text.isBlank()) return OPEN;
        for (FindingStatus s : values()) if (s.wire().equals(text)) return s;
        return null;
    }
}
