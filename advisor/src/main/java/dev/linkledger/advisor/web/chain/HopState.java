package dev.linkledger.advisor.web.chain;

import com.fasterxml.jackson.annotation.JsonValue;

/** Where a hop stands against what the chain carries now. */
public enum HopState {
    /** Its ceiling is at or below what flows now: it holds the chain there (the bottleneck). */
    CAP,
    /** Its ceiling is not known and nothing known explains the cap: it may be the one. */
    SUSPECT,
    /** Its ceiling is known to be above what flows now: not the cap. */
    CLEAR,
    /** Its ceiling is not known, and a known hop already explains the cap. */
    OPEN;

    @JsonValue
    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The word beside the colour, so the mark never depends on colour alone. */
    public String mark() {
        return switch (this) {
            case CAP -> "bottleneck";
            case SUSPECT -> "suspect";
            case CLEAR -> "clear";
            case OPEN -> "not known";
        };
    }
}
