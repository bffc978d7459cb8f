package dev.linkledger.rules.facts;

import dev.linkledger.probe.history.KernelMessage;

import java.util.Optional;

/**
 * Kernel log lines the per-line rules (UAS, BOT) care about, classified by the probe or the
 * import. {@link #wire()} is the probe's spelling ({@code KernelLogEntry.kind}); the USB
 * messages' spellings are {@link KernelMessage}'s, the SCSI and UAS ones the import's.
 */
public enum KernelLogKind {
    /** "UAS is blacklisted for this device, using usb-storage instead" */
    UAS_BLACKLISTED("uas-blacklisted"),
    /**
     * "The driver for the USB controller dwc_otg_hcd does not support scatter-gather which is required by the UAS
     * driver" (or "... does not support streams"): the device has a UAS interface its host controller cannot drive
     * (drivers/usb/storage/uas-detect.h prints it only after finding a UAS alternate setting)
     */
    UAS_HOST_UNSUPPORTED("uas-host-unsupported"),
    /** "uas_eh_abort_handler", stream or command aborts on a UAS device */
    UAS_ABORT("uas-abort"),
    /** "uas_eh_device_reset_handler start/success": the SCSI layer reset a UAS device after timeouts */
    UAS_RESET("uas-reset"),
    /** "Device offlined - not ready after error recovery": the SCSI layer gave the disk up */
    DEVICE_OFFLINED("device-offlined"),
    /** "Sense Key : Medium Error", "Add. Sense: Unrecovered read error": the disk failed to read or write its own media */
    MEDIUM_ERROR("medium-error"),
    /** "reset SuperSpeed USB device number N" and the like */
    RESET(KernelMessage.RESET_DEVICE.wire()),
    /** "Cannot enable. Maybe the USB cable is bad?" */
    CANNOT_ENABLE(KernelMessage.CANNOT_ENABLE.wire()),
    /** "new high-speed USB device number N using xhci_hcd": the speed the link came up at */
    NEW_DEVICE(KernelMessage.NEW_DEVICE.wire());

    private final String wire;

    KernelLogKind(String wire) {
        this.wire = wire;
    }

    /**
     * {@code uas-blacklisted}, {@code uas-host-unsupported}, {@code uas-abort}, {@code uas-reset}, {@code device-offlined}, {@code medium-error}, {@code reset},
     * {@code cannot-enable}, {@code new-device}
     */
    public String wire() {
        return wire;
    }

    /** The kind the probe's spelling names; empty for kinds the rules do not use. */
    public static Optional<KernelLogKind> fromWire(String kind) {
        if (kind == null) return Optional.empty();
        for (KernelLogKind k : values()) if (k.wire().equalsIgnoreCase(kind.trim())) return Optional.of(k);
        return Optional.empty();
    }
}
