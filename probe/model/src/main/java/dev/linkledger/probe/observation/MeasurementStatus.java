package dev.linkledger.probe.observation;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Locale;

/** How a measurement ended; failed and aborted runs are recorded too, with their reason. */
public enum MeasurementStatus {
    OK, FAILED, ABORTED;

    @JsonValue
    public String json() {
        return name().toLowerCase(Locale.ROOT);
    }

    @JsonCreator
    public static MeasurementStatus parse(String text) {
        return valueOf(text.trim().toUpperCase(Locale.ROOT));
    }
}
