package dev.linkledger.rules.facts;

/** Where a device's "can do" speed came from, strongest first. */
public enum CapabilitySource {
    /** The device's own BOS SuperSpeed / SuperSpeedPlus capability descriptors. */
    BOS,
    /** The curated catalog, by vid:pid. */
    CATALOG,
    /** bcdUSB 3.x: the device declared a SuperSpeed descriptor set. */
    BCD_USB,
    /** bcdUSB 2.10 at High-Speed: typical of SuperSpeed devices in 2.0 mode, but LPM-only 2.0 devices say it too. */
    BCD_USB_210,
    /** Bound to the uas driver: UAS nearly always means a SuperSpeed bridge. */
    UAS_DRIVER,
    /** A product string such as "USB 3.0": weak evidence. */
    PRODUCT_STRING,
    UNKNOWN
}
