package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.Capability;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Decides what a device can do from the strongest evidence available, in the order of
 * {@link CapabilitySource}: the BOS descriptor (the device says so), the catalog (we know the
 * chip), bcdUSB >= 3.00, a 2.10 device
 * stuck at 480M (ChromeOS' "SuperSpeed device in USB 2.0 mode"; weak, LPM-only USB 2 devices
 * say 2.10 too), a {@code uas} driver (UAS hardware is SuperSpeed in practice), a 2.00 device at
 * 480M without BOS (a USB 2.0 High-Speed device: SuperSpeed devices declare 2.10 or 3.x in 2.0
 * mode, USB 3 hubs' 2.0 halves too), else unknown.
 * Shared by the sysfs reader and the text imports so both sources judge alike. The catalog is
 * knowledge and belongs to the rules module; {@link #bundled()} finds it on the classpath.
 */
public final class CapabilityResolver {
    private final KnownDevices catalog;

    public CapabilityResolver(KnownDevices catalog) {
        this.catalog = catalog;
    }

    /**
     * With every catalog on the classpath ({@link KnownDevices} registered as a service: the rules
     * module's {@code DeviceCatalog}), the first that knows a vid:pid answering. A service loader
     * rather than a compile-time dependency, so the contract stays light and the rules module may
     * depend on it; without the rules module on the classpath this judges as {@link #withoutCatalog()}.
     */
    public static CapabilityResolver bundled() {
        return Bundled.RESOLVER;
    }

    /** Judges by the device's own evidence alone (no catalog). */
    public static CapabilityResolver withoutCatalog() {
        return new CapabilityResolver(KnownDevices.NONE);
    }

    /** Loaded once: the catalogs are immutable resources. */
    private static final class Bundled {
        static final CapabilityResolver RESOLVER = load();

        private static CapabilityResolver load() {
            List<KnownDevices> catalogs = ServiceLoader.load(KnownDevices.class, CapabilityResolver.class.getClassLoader())
                    .stream().map(ServiceLoader.Provider::get).toList();
            return new CapabilityResolver(id -> catalogs.stream().map(c -> c.capabilityOf(id))
                    .flatMap(Optional::stream).findFirst());
        }
    }

    public Capability resolve(CapabilityEvidence e) {
        if (e.bos() != null) return e.bos();
        return fromCatalog(e.vidPid())
                .or(() -> atLeastSuperSpeed(e, e.bcdUsb() != null && e.bcdUsb().atLeast(UsbVersion.USB_3_00), CapabilitySource.BCD_USB))
                .or(() -> atLeastSuperSpeed(e, isUsb2ModeOfSuperSpeedDevice(e), CapabilitySource.BCD_USB_210))
                .or(() -> atLeastSuperSpeed(e, e.interfaceDrivers().contains("uas"), CapabilitySource.UAS_DRIVER))
                .or(() -> atLeastSuperSpeed(e, ProductStrings.claimSuperSpeed(e.productStrings()), CapabilitySource.PRODUCT_STRING))
                .or(() -> highSpeedOnly(e))
                .orElseGet(Capability::unknown);
    }

    private Optional<Capability> fromCatalog(VidPid id) {
        return id == null ? Optional.empty() : catalog.capabilityOf(id);
    }

    private static boolean isUsb2ModeOfSuperSpeedDevice(CapabilityEvidence e) {
        return e.bcdUsb() != null && e.bcdUsb().equals(UsbVersion.USB_2_10)
                && e.negotiated() != null && e.negotiated().highSpeed();
    }

    /**
     * bcdUSB 2.00 exactly, no BOS, linked at 480M: USB 2.0 High-Speed and nothing more. At a lower
     * link speed 2.00 says nothing (keyboards and mice declare 2.00 and run at 12M or 1.5M).
     */
    private static Optional<Capability> highSpeedOnly(CapabilityEvidence e) {
        boolean applies = e.bcdUsb() != null && e.bcdUsb().equals(UsbVersion.USB_2_00)
                && e.negotiated() != null && e.negotiated().highSpeed();
        return applies ? Optional.of(new Capability(UsbSpeed.HIGH_SPEED_MBPS, 1, CapabilitySource.BCD_USB)) : Optional.empty();
    }

    /**
     * These sources only say "at least SuperSpeed". When the link already runs faster than
     * 5 Gb/s the link itself is the better lower bound, so a device seen at 10000M is never
     * reported as capable of less than it is doing.
     */
    private static Optional<Capability> atLeastSuperSpeed(CapabilityEvidence e, boolean applies, CapabilitySource source) {
        if (!applies) return Optional.empty();
        UsbSpeed link = e.negotiated();
        if (link != null && link.numeric() && link.mbps() > UsbSpeed.SUPER_SPEED_MBPS) {
            return Optional.of(new Capability((int) Math.round(link.mbps()), null, source));
        }
        return Optional.of(new Capability(UsbSpeed.SUPER_SPEED_MBPS, null, source));
    }
}
