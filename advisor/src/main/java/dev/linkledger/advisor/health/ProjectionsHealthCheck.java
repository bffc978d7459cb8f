package dev.linkledger.advisor.health;

import dev.linkledger.inventory.axon.DeadLetters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Whether every projection is taking every event. One with dead letters still serves (the rest of
 * its events flow), so the check stays UP — a restart would not help — but says {@code DEGRADED}
 * and names the projections and how many events wait, for an admin to look at
 * {@code GET /api/admin/dead-letters}.
 */
@Readiness
@ApplicationScoped
public class ProjectionsHealthCheck implements HealthCheck {
    /** Health must answer within a second even while the database does not. */
    private static final long TIMEOUT_MS = 500;

    @Inject
    DeadLetters deadLetters;

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("projections").up();
        Map<String, Long> counts;
        try {
            counts = CompletableFuture.supplyAsync(deadLetters::counts).get(TIMEOUT_MS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return response.withData("state", "UNKNOWN").withData("reason", "cannot read the dead-letter queues now").build();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return response.withData("state", "UNKNOWN").build();
        }
        if (counts.isEmpty()) return response.withData("state", "OK").build();
        response.withData("state", "DEGRADED");
        counts.forEach((group, count) -> response.withData(group, count + (count == 1 ? " event" : " events")
                + " in the dead-letter queue (GET /api/admin/dead-letters)"));
        return response.build();
    }
}
