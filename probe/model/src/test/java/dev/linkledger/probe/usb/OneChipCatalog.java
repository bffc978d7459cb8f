package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.Capability;

import java.util.Optional;

/**
 * A catalog that knows one chip, the JMS583 NVMe bridge (10 Gb/s, as the rules module's catalog
 * says): enough for the imports' tests to show that the ids they read reach the catalog. The
 * real catalog lives in the rules module, which this module must not depend on.
 */
public final class OneChipCatalog {
    public static final VidPid JMS583 = new VidPid("152d", "0583");

    private OneChipCatalog() {
    }

    public static CapabilityResolver resolver() {
        return new CapabilityResolver(id -> id.equals(JMS583)
                ? Optional.of(new Capability(10000, 1, CapabilitySource.CATALOG)) : Optional.empty());
    }
}
