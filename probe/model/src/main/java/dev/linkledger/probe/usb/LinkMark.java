package dev.linkledger.probe.usb;

/**
 * How a link's negotiated speed compares with what both its ends support (the lower of what the
 * device can do and what its port can do). Shared by {@code probe tree} and the service's page so
 * both mark the same links. A USB 3 hub always shows its USB 2.0 half at 480M beside its
 * SuperSpeed half on the companion port: with the companion in use the connector's SuperSpeed
 * pairs work, so that link is not below.
 */
public enum LinkMark {
    /** Negotiated what both ends support. */
    AT,
    /** Negotiated less than both ends support: the cable, a hub in between or a contact is the reason. */
    BELOW,
    /** What the device or its port can do is not known, or the speed is not a number. */
    UNKNOWN;

    public static LinkMark of(UsbSpeed negotiated, Integer deviceCanMbps, Integer portCanMbps, boolean companionInUse) {
        if (negotiated == null || !negotiated.numeric() || deviceCanMbps == null || portCanMbps == null) return UNKNOWN;
        boolean below = negotiated.mbps() < Math.min(deviceCanMbps, portCanMbps) && !companionInUse;
        return below ? BELOW : AT;
    }

    /** The lower of the two ends, or null when either is unknown. */
    public static Integer possibleMbps(Integer deviceCanMbps, Integer portCanMbps) {
        return deviceCanMbps == null || portCanMbps == null ? null : Math.min(deviceCanMbps, portCanMbps);
    }
}
