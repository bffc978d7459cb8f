package dev.linkledger.probe.observation;

/**
 * An endpoint's transfer type, bits 1:0 of its {@code bmAttributes} (USB 2.0 §9.6.6, Table 9-13);
 * sysfs' {@code ep_XX/type} writes the same four as {@code Control}, {@code Isoc}, {@code Bulk},
 * {@code Interrupt}.
 */
public enum TransferType {
    CONTROL, ISOCHRONOUS, BULK, INTERRUPT;

    /** The type {@code bmAttributes} names. */
    public static TransferType ofAttributes(int bmAttributes) {
        return values()[bmAttributes & 0x3];
    }

    /**
     * Isochronous and interrupt endpoints are periodic: the host reserves bus time for them in every
     * service interval, whether or not they move data (USB 2.0 §5.6.4, §5.7.4).
     */
    public boolean periodic() {
        return this == ISOCHRONOUS || this == INTERRUPT;
    }
}
