package dev.linkledger.inventory.rest;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.observation.Observation;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

import java.io.IOException;

/**
 * Request bodies are read strictly, so a typo or a slip is a 400 naming it instead of a silently
 * different request: unknown fields, duplicate keys and fractions for integers are refused.
 * <p>
 * Except in what probes write (observations and measurements, the probe's
 * {@code dev.linkledger.probe.observation} records): their unknown fields are ignored, as
 * {@code ObservationJson} promises, because an observation may wait days in a probe's spool and a
 * probe may be newer than the service; refusing a field would refuse the whole observation, and
 * the spool would set it aside for good. Duplicate keys and fractions are refused there too.
 */
@Singleton
public class StrictJson implements ObjectMapperCustomizer {
    static final String PROBE_DOCUMENTS = Observation.class.getPackageName();

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        mapper.getFactory().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature());
        mapper.addHandler(new TolerantProbeDocuments());
    }

    /** Skips unknown fields in the probe's records; everywhere else they stay an error. */
    private static final class TolerantProbeDocuments extends DeserializationProblemHandler {
        @Override
        public boolean handleUnknownProperty(DeserializationContext context, JsonParser parser, JsonDeserializer<?> deserializer,
                                             Object beanOrClass, String propertyName) throws IOException {
            Class<?> type = beanOrClass instanceof Class<?> c ? c : beanOrClass.getClass();
            if (!type.getPackageName().equals(PROBE_DOCUMENTS)) return false;
            parser.skipChildren();
            return true;
        }
    }
}
