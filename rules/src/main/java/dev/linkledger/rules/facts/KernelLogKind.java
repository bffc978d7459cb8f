package dev.linkledger.rules.facts;

/** Kernel log lines the rules care about, classified by the probe or the import. */
public enum KernelLogKind {
    /** "UAS is blacklisted for this device, using usb-storage instead" */
    UAS_BLACKLISTED,
    /** "uas_eh_abort_handler", stream or command aborts on a UAS device */
    UAS_ABORT,
    /** "reset SuperSpeed USB device number N" and the like */
    RESET,
    /** "device not accepting address", "unable to enumerate USB device", "cannot enable" */
    CANNOT_ENABLE,
    /** "new high-speed USB device number N using xhci_hcd": the speed the link came up at */
    NEW_DEVICE
}
