package dev.linkledger.rules.finding;

import com.fasterxml.jackson.annotation.JsonValue;

/** How sure a finding is, from the weakest evidence it rests on. */
public enum Confidence {
    CERTAIN, LIKELY, POSSIBLE;

    /** One step less sure; {@code POSSIBLE} stays {@code POSSIBLE}. */
    public Confidence weaker() {
        return this == CERTAIN ? LIKELY : POSSIBLE;
    }

    @JsonValue
    public String wire() {
        return name().toLowerCase();
    }
}
