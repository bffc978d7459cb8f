package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.usb.CapabilityResolver;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

/** Reads a fixture tree the way every test here does: test pci.ids, bundled catalog, fixed clock. */
final class SysfsReading {
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);

    private SysfsReading() {
    }

    static Observation read(Path root) {
        return new SysfsReader(root, new PciIds(SysfsFixtures.PCI_IDS), CapabilityResolver.bundled(), CLOCK).read("host");
    }
}
