package dev.linkledger.rules.link;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a number is known: from a specification or datasheet, from third-party measurement, or by reasoning. */
public enum Basis {
    SPEC, THIRD_PARTY, INFERRED;

    @JsonValue
    public String wire() {
        return name().toLowerCase().replace('_', '-');
    }
}
