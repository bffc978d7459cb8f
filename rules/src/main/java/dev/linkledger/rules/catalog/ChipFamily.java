package dev.linkledger.rules.catalog;

import dev.linkledger.rules.link.Basis;
import dev.linkledger.rules.link.LinkMode;

import java.util.List;

/**
 * A family of USB 3 chips known by the kernel driver that binds them ({@code rtw88_8822bu}), for
 * devices whose vid:pid the catalog does not know: rebranded adapters keep their chip's driver.
 *
 * @param upstream the USB mode the family can do
 * @param usb2Mode whether the chip starts in USB 2.0 mode and waits for its driver, or enumerates at SuperSpeed
 * @param cause    what keeps such a chip at 480M, as a class of cause (named in the finding's action)
 * @param check    what to run to tell which cause it is
 * @param basis    how the family's USB 3 capability is known; null means {@code spec} (the driver's source)
 * @param usb2Ids  vid:pids of USB 2.0-only chips the same driver also binds (r8152 drives the RTL8152 beside the
 *                 RTL8153): the driver name then says nothing about USB 3; null or empty when there are none
 */
public record ChipFamily(String family, List<String> drivers, LinkMode upstream, Usb2Mode usb2Mode, String vendor,
                         String cause, String check, String source, Basis basis, List<String> usb2Ids) {

    /** The shape before {@code usb2Ids}: a driver that binds only USB 3 chips. */
    public ChipFamily(String family, List<String> drivers, LinkMode upstream, Usb2Mode usb2Mode, String vendor,
                      String cause, String check, String source, Basis basis) {
        this(family, drivers, upstream, usb2Mode, vendor, cause, check, source, basis, null);
    }

    /** False for a device the id table names as one of the driver's USB 2.0-only chips. */
    public boolean mayBe(String vendorId, String productId) {
        if (usb2Ids == null || vendorId == null || productId == null) return true;
        return !usb2Ids.contains((vendorId + ":" + productId).toLowerCase(java.util.Locale.ROOT));
    }

    public Basis basisOrSpec() {
        return basis == null ? Basis.SPEC : basis;
    }
}
