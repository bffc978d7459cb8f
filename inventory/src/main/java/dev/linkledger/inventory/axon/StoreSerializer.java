package dev.linkledger.inventory.axon;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.axonframework.serialization.json.JacksonSerializer;

/**
 * The serializer for everything Axon stores: events, messages, snapshots and tokens. JSON so
 * the event store stays readable with psql; unknown properties are ignored so older readers
 * survive fields added later (with {@code @Revision} bumps for anything incompatible).
 */
public final class StoreSerializer {
    private StoreSerializer() {
    }

    public static ObjectMapper objectMapper() {
        return new ObjectMapper()
                .registerModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    static JacksonSerializer create() {
        return JacksonSerializer.builder()
                .objectMapper(objectMapper())
                // Quarkus loads application classes through its own loader, not the system one.
                .classLoader(StoreSerializer.class.getClassLoader())
                .build();
    }
}
