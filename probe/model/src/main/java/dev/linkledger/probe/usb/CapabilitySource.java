package dev.linkledger.probe.usb;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Where a device's "can do" speed came from, strongest first: the one order of evidence for
 * capability. {@link CapabilityResolver} tries them in this order, the advisor lets the catalog
 * replace anything {@link #weakerThan weaker}, the rules grade their confidence by it.
 * Written as the probe always wrote them ({@code bos}, {@code driver:uas}, ...), so events
 * stored before this enum existed read back unchanged.
 */
public enum CapabilitySource {
    /** The device's own BOS SuperSpeed / SuperSpeedPlus capability descriptors. */
    BOS("bos"),
    /** The curated catalog, by vid:pid. */
    CATALOG("catalog"),
    /**
     * The kernel log: the device linked at SuperSpeed on the controller's SuperSpeed bus seconds
     * before it came up on the USB 2.0 bus. A link that trained is proof of what device, cable and
     * port did; that it is the same device rests on the timing (and the ids, where both were shown).
     */
    KERNEL_LOG("kernel-log"),
    /**
     * The same unit (its vendor, product and a serial that names one device) linked at SuperSpeed
     * elsewhere in the same evidence: a paste of two runs of lsusb -v, before and after a cable or
     * port changed. A link that trained is proof of what the unit can do.
     */
    SAME_UNIT("same-unit"),
    /** bcdUSB 3.x: the device declared a SuperSpeed descriptor set. */
    BCD_USB("bcdUSB"),
    /** bcdUSB 2.10 at High-Speed: typical of SuperSpeed devices in 2.0 mode, but LPM-only 2.0 devices say it too. */
    BCD_USB_210("bcdUSB-2.10"),
    /** Bound to the uas driver: UAS nearly always means a SuperSpeed bridge. */
    UAS_DRIVER("driver:uas"),
    /** A product string such as "USB 3.0": weak evidence. */
    PRODUCT_STRING("product-string"),
    UNKNOWN("unknown");

    private final String wire;

    CapabilitySource(String wire) {
        this.wire = wire;
    }

    /** The name in observations, events and the API. */
    @JsonValue
    public String wire() {
        return wire;
    }

    /** Reads the wire name (or the enum's own name); anything else, and null, is {@link #UNKNOWN}. */
    @JsonCreator
    public static CapabilitySource fromWire(String text) {
        if (text == null) return UNKNOWN;
        for (CapabilitySource s : values()) {
            if (s.wire.equals(text) || s.name().equals(text)) return s;
        }
        return UNKNOWN;
    }

    /** True when {@code other} should win over this source. */
    public boolean weakerThan(CapabilitySource other) {
        return compareTo(other) > 0;
    }

    @Override
    public String toString() {
        return wire;
    }
}
