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
 */
public record ChipFamily(String family, List<String> drivers, LinkMode upstream, Usb2Mode usb2Mode, String vendor,
                         String cause, String check, String source, Basis basis) {

    public Basis basisOrSpec() {
        return basis == null ? Basis.SPEC : basis;
    }
}
