package dev.linkledger.inventory.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.vertx.http.runtime.filters.Filters;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Refuses a body larger than {@code quarkus.http.limits.max-body-size} by its Content-Length
 * before it is read, with the same problem+json as every other error (Vert.x would answer a bare
 * 413). Bodies sent without a length are still cut off by Vert.x at the same limit.
 */
@Singleton
public class BodySizeLimit {
    @ConfigProperty(name = "quarkus.http.limits.max-body-size", defaultValue = "10240K")
    MemorySize maxBodySize;

    void register(@Observes Filters filters) throws JsonProcessingException {
        long max = maxBodySize.asLongValue();
        String body = new ObjectMapper().writeValueAsString(Problem.of(413, "Content too large",
                "the request body is larger than " + max + " bytes", "body"));
        filters.register(rc -> {
            String length = rc.request().getHeader("Content-Length");
            if (length != null && length.matches("\\d{1,18}") && Long.parseLong(length) > max) {
                rc.response().setStatusCode(413).putHeader("Content-Type", Problem.MEDIA_TYPE)
                        .putHeader("Connection", "close").end(body);
                return;
            }
            rc.next();
        }, 1000);
    }
}
