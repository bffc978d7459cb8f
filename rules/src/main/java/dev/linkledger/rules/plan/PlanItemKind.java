package dev.linkledger.rules.plan;

import java.util.Locale;
import java.util.Optional;

/** What a purchase plan can hold. */
public enum PlanItemKind {
    CABLE, ENCLOSURE, HUB, CARD;

    public static Optional<PlanItemKind> parse(String text) {
        if (text == null) return Optional.empty();
        for (PlanItemKind kind : values())
            if (kind.name().equals(text.trim().toUpperCase(Locale.ROOT))) return Optional.of(kind);
        return Optional.empty();
    }

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
