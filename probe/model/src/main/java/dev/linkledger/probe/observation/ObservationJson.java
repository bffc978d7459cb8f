package dev.linkledger.probe.observation;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * The one JSON shape of an {@link Observation}, shared by the probe (writing) and the service
 * (reading): ISO-8601 instants, speeds as plain numbers, nulls written out so "unknown" is
 * visible rather than indistinguishable from "forgot", unknown fields ignored so an older
 * service accepts a newer probe.
 */
public final class ObservationJson {
    private ObservationJson() {
    }

    /** A new, independently configurable mapper each call; the caller may cache it. */
    public static ObjectMapper mapper() {
        return new ObjectMapper()
                .registerModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
                .setSerializationInclusion(JsonInclude.Include.ALWAYS);
    }
}
