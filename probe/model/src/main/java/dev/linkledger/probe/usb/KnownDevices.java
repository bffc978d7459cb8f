package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.Capability;

import java.util.Optional;

/**
 * What a curated list of chips says a vid:pid can do in USB mode ({@link CapabilitySource#CATALOG}).
 * The list itself is knowledge and lives in the rules module ({@code DeviceCatalog}); the
 * contract only knows where it ranks among the evidence.
 */
@FunctionalInterface
public interface KnownDevices {
    /** Knows no device: capability from the device's own evidence only. */
    KnownDevices NONE = id -> Optional.empty();

    Optional<Capability> capabilityOf(VidPid id);
}
