package dev.linkledger.rules.plan;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Whether a physical connector has a SuperSpeed half, as far as the evidence shows. The kernel pairs the USB 2.0
 * and SuperSpeed ports of one connector with {@code peer} links (drivers/usb/core/port.c); a paste shows the
 * buses but no pairs, and an xHCI controller may have more USB 2.0 ports than SuperSpeed ones, so a USB 2.0 root
 * port of a paste is {@link #UNKNOWN}, not a SuperSpeed connector nor a USB 2.0-only one. In ranking order.
 */
public enum SuperSpeedHalf {
    YES, UNKNOWN, NO;

    /** What would tell an {@link #UNKNOWN} one. */
    public static final String WHAT_TELLS = "the probe's sysfs `peer` links (`probe scan` on the host), or `lsusb -t` with a "
            + "USB 3 device plugged into the connector: on the SuperSpeed bus it has a SuperSpeed half, at 480M it has none "
            + "(or the cable has none)";

    @JsonValue
    public String wire() {
        return name().toLowerCase();
    }
}
