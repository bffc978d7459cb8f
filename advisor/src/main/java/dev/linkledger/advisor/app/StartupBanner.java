package dev.linkledger.advisor.app;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/** Tells the person who started the service where to look first. */
@Singleton
public class StartupBanner {
    private static final Logger LOG = Logger.getLogger(StartupBanner.class);

    @ConfigProperty(name = "quarkus.http.port", defaultValue = "8080")
    int port;
    @ConfigProperty(name = "linkledger.embedded-database", defaultValue = "false")
    boolean embedded;
    @ConfigProperty(name = "linkledger.data-dir")
    java.util.Optional<String> dataDir;

    void announce(@Observes @Priority(10000) StartupEvent event) {
        String base = "http://localhost:" + port;
        LOG.infof("LinkLedger is up at %s  (database: %s)", base,
                embedded ? "embedded PostgreSQL, data in " + dataDir.orElse("?") : "external PostgreSQL");
        LOG.infof("Try: curl %s/api/hosts/%s/findings   API: %s/q/swagger-ui", base, DemoLab.HOST_ID, base);
    }
}
