package dev.linkledger.advisor.app;

import dev.linkledger.inventory.axon.EventSources;
import dev.linkledger.inventory.query.StoredEvents;
import dev.linkledger.inventory.rest.ObservationRecorder;
import dev.linkledger.probe.lsusb.LsusbTreeParser;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Gives a newcomer something real to look at: into an empty event store it imports seed 000's
 * desktop (a JMS583 NVMe enclosure stuck at 480M behind a USB 2.0-only cable) from its
 * {@code lsusb -t}, through the same import path a user's paste takes.
 */
@Singleton
public class DemoLab {
    private static final Logger LOG = Logger.getLogger(DemoLab.class);
    public static final String HOST_ID = "demo-desktop";
    private static final String PASTE = "/demo/seed000-desktop.lsusb-t.txt";

    @Inject
    StoredEvents events;
    @Inject
    ObservationRecorder recorder;
    @ConfigProperty(name = "linkledger.demo.enabled", defaultValue = "true")
    boolean enabled;

    void loadIntoEmptyStore(@Observes @Priority(200) StartupEvent event) throws IOException {
        if (!enabled || !events.isEmpty()) return;
        String paste;
        try (InputStream in = DemoLab.class.getResourceAsStream(PASTE)) {
            paste = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        try {
            recorder.record(HOST_ID, new LsusbTreeParser().parse(paste, HOST_ID), EventSources.IMPORT);
            LOG.infof("Loaded the demo lab: host '%s' (seed 000's desktop, from its lsusb -t)", HOST_ID);
        } catch (Exception e) {
            LOG.warn("Could not load the demo lab", e);
        }
    }
}
