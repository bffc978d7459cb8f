package dev.linkledger.rules.facts;

import java.util.Locale;
import java.util.Optional;

/**
 * Kernel log lines the rules care about, classified by the probe or the import. {@link #wire()}
 * is the probe's spelling ({@code KernelLogEntry.kind}).
 */
public enum KernelLogKind {
    /** "UAS is blacklisted for this device, using usb-storage instead" */
    UAS_BLACKLISTED,
    /** "uas_eh_abort_handler", stream or command aborts on a UAS device */
    UAS_ABORT,
    /** "uas_eh_device_reset_handler start/success": the SCSI layer reset a UAS device after timeouts */
    UAS_RESET,
    /** "Device offlined - not ready after error recovery": the SCSI layer gave the disk up */
    DEVICE_OFFLINED,
    /** "reset SuperSpeed USB device number N" and the like */
    RESET,
    /** "device not accepting address", "unable to enumerate USB device", "cannot enable" */
    CANNOT_ENABLE,
    /** "new high-speed USB device number N using xhci_hcd": the speed the link came up at */
    NEW_DEVICE;

    /**
     * {@code uas-blacklisted}, {@code uas-abort}, {@code uas-reset}, {@code device-offlined}, {@code reset},
     * {@code cannot-enable}, {@code new-device}
     */
    public String wire() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The kind the probe's spelling names; empty for kinds the rules do not use. */
    public static Optional<KernelLogKind> fromWire(String kind) {
        if (kind == null) return Optional.empty();
        for (KernelLogKind k : values()) if (k.wire().equalsIgnoreCase(kind.trim())) return Optional.of(k);
        return Optional.empty();
    }
}
