package dev.linkledger.rules.storage;

import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;

import java.util.List;
import java.util.Map;

/**
 * UAS errors a paste never ties to a USB device: an excerpt of only the {@code [sda] … uas_eh_abort_handler}
 * lines, cut after the binding, beside an {@code lsusb} that shows the devices. Only the uas driver prints
 * them, so they are some UAS device's; when the evidence holds exactly one device that could be on uas,
 * they are most likely its, and {@code storage.drl} names it as a possible {@code UAS_UNSTABLE}. No I/O.
 */
public final class UasUntied {
    private static final DeviceCatalog CATALOG = DeviceCatalog.bundled();

    private UasUntied() {
    }

    /**
     * A device that could be the one on uas: bound to uas, or storage not bound to usb-storage alone
     * (a mass-storage interface), or a bridge the catalog knows to do UAS (a plain {@code lsusb} names
     * nothing but ids).
     */
    public static boolean candidate(DeviceFact d) {
        if (d.hub()) return false;
        if (d.hasDriver("uas")) return true;
        if (d.hasDriver("usb-storage")) return false;
        return d.storage() || CATALOG.find(d.vendorId(), d.productId()).map(CatalogEntry::uas).orElse(false);
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d, List<?> lines) {
        var f = UasUnstable.builder(metadata, d, lines, "device " + d.path() + " is the only device here that could be on uas;"
                        + " the UAS lines name a SCSI disk, not a USB device")
                .confidence(Confidence.POSSIBLE)
                .toConfirm("paste `lsusb -t` (which device shows Driver=uas) and the kernel log from the disk's attach"
                        + " ('scsi hostN: uas' after the device's 'new … USB device' line)");
        return UasUnstable.once(f, lines).build();
    }
}
