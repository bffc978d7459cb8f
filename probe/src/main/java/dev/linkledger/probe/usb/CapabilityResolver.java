package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.rules.catalog.DeviceCatalog;

import java.util.Optional;

/**
 * Decides what a device can do from the strongest evidence available, in this order: the BOS
 * descriptor (the device says so), the catalog (we know the chip), bcdUSB >= 3.00, a 2.10 device
 * stuck at 480M (ChromeOS' "SuperSpeed device in USB 2.0 mode"; weak, LPM-only USB 2 devices
 * say 2.10 too), a {@code uas} driver (UAS hardware is SuperSpeed in practice), a 2.00 device at
 * 480M without BOS (a USB 2.0 High-Speed device: SuperSpeed devices declare 2.10 or 3.x in 2.0
 * mode, USB 3 hubs' 2.0 halves too), else unknown.
 * Shared by the sysfs reader and the lsusb import so both sources judge alike.
 */
public final class CapabilityResolver {
    public static final String BOS = "bos";
    public static final String CATALOG = "catalog";
    public static final String BCD_USB = "bcdUSB";
    public static final String BCD_USB_2_10 = "bcdUSB-2.10";
    public static final String DRIVER_UAS = "driver:uas";
    public static final String PRODUCT_STRING = "product-string";

    private static final int SUPERSPEED_MBPS = 5000;
    private static final int HIGH_SPEED_MBPS = 480;

    private final DeviceCatalog catalog;

    public CapabilityResolver(DeviceCatalog catalog) {
        this.catalog = catalog;
    }

    public static CapabilityResolver bundled() {
        return new CapabilityResolver(DeviceCatalog.bundled());
    }

    public Capability resolve(CapabilityEvidence e) {
        if (e.bos() != null) return e.bos();
        return fromCatalog(e.vidPid())
                .or(() -> atLeastSuperSpeed(e, e.bcdUsb() != null && e.bcdUsb().atLeast(UsbVersion.USB_3_00), BCD_USB))
                .or(() -> atLeastSuperSpeed(e, isUsb2ModeOfSuperSpeedDevice(e), BCD_USB_2_10))
                .or(() -> atLeastSuperSpeed(e, e.interfaceDrivers().contains("uas"), DRIVER_UAS))
                .or(() -> atLeastSuperSpeed(e, ProductStrings.claimSuperSpeed(e.productStrings()), PRODUCT_STRING))
                .or(() -> highSpeedOnly(e))
                .orElseGet(Capability::unknown);
    }

    /**
     * A product seen as a USB device is in its USB mode: for a USB4 bridge (ASM2464PD, 174c:2463)
     * that is its fallback mode, since over USB4 the drive is a PCIe device and not enumerated here.
     */
    private Optional<Capability> fromCatalog(VidPid id) {
        if (id == null) return Optional.empty();
        return catalog.find(id.vendorId(), id.productId())
                .map(entry -> entry.usbFallback() != null ? entry.usbFallback() : entry.upstream())
                .map(mode -> new Capability((int) Math.round(mode.totalMbps()), mode.lanes(), CATALOG));
    }

    private static boolean isUsb2ModeOfSuperSpeedDevice(CapabilityEvidence e) {
        return e.bcdUsb() != null && e.bcdUsb().equals(UsbVersion.USB_2_10)
                && e.negotiated() != null && e.negotiated().numeric() && e.negotiated().mbps() == HIGH_SPEED_MBPS;
    }

    /**
     * bcdUSB 2.00 exactly, no BOS, linked at 480M: USB 2.0 High-Speed and nothing more. At a lower
     * link speed 2.00 says nothing (keyboards and mice declare 2.00 and run at 12M or 1.5M).
     */
    private static Optional<Capability> highSpeedOnly(CapabilityEvidence e) {
        boolean applies = e.bcdUsb() != null && e.bcdUsb().equals(UsbVersion.USB_2_00)
                && e.negotiated() != null && e.negotiated().numeric() && e.negotiated().mbps() == HIGH_SPEED_MBPS;
        return applies ? Optional.of(new Capability(HIGH_SPEED_MBPS, 1, BCD_USB)) : Optional.empty();
    }

    /**
     * These sources only say "at least SuperSpeed". When the link already runs faster than
     * 5 Gb/s the link itself is the better lower bound, so a device seen at 10000M is never
     * reported as capable of less than it is doing.
     */
    private static Optional<Capability> atLeastSuperSpeed(CapabilityEvidence e, boolean applies, String source) {
        if (!applies) return Optional.empty();
        UsbSpeed link = e.negotiated();
        if (link != null && link.numeric() && link.mbps() > SUPERSPEED_MBPS) {
            return Optional.of(new Capability((int) Math.round(link.mbps()), null, source));
        }
        return Optional.of(new Capability(SUPERSPEED_MBPS, null, source));
    }
}
