package dev.linkledger.rules.finding;

import com.fasterxml.jackson.annotation.JsonValue;

/** How sure a finding is, from the weakest evidence it rests on. */
public enum Confidence {
    CERTAIN, LIKELY, POSSIBLE;

    @JsonValue
    public String wire() {
        return name().toLowerCase();
    }
}
