package dev.linkledger.advisor.engine;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Not ready until the rule base is loaded: Quarkus answers HTTP while the start-up still runs, and
 * a write answered before the rules are there waits for them ({@link RuleEngine}).
 */
@Readiness
@ApplicationScoped
public class RulesReadiness implements HealthCheck {
    @Inject
    RuleEngine rules;

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("rules").status(rules.loaded()).build();
    }
}
