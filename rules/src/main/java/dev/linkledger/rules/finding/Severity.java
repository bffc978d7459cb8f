package dev.linkledger.rules.finding;

import com.fasterxml.jackson.annotation.JsonValue;

public enum Severity {
    INFO, WARNING, CRITICAL;

    @JsonValue
    public String wire() {
        return name().toLowerCase();
    }
}
