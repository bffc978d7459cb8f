package dev.linkledger.rules.catalog;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.usb.KnownDevices;
import dev.linkledger.probe.usb.VidPid;

import java.util.Optional;

/**
 * The bundled {@link DeviceCatalog} as the probe's capability resolver finds it (a service in
 * {@code META-INF/services}: the service loader needs a public no-argument constructor).
 */
public final class BundledCatalog implements KnownDevices {
    @Override
    public Optional<Capability> capabilityOf(VidPid id) {
        return DeviceCatalog.bundled().capabilityOf(id);
    }
}
