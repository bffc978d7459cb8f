package dev.linkledger.rules.catalog;

import java.util.List;

/**
 * One entry of the kernel's UAS quirk lists ({@code unusual_uas.h}, {@code unusual_devs.h}, and the
 * id checks in {@code uas-detect.h}).
 *
 * @param bcdDeviceMin lowest firmware revision the entry applies to (hex, as in the header)
 * @param flags        the {@code US_FL_} flags without the prefix ({@code IGNORE_UAS}, {@code NO_REPORT_OPCODES})
 * @param condition    for entries the kernel applies only under a condition (ASMedia's shared ids), that
 *                     condition in words; null when the entry always applies
 * @param source       file and revision it was read from
 */
public record UasQuirk(String vendorId, String productId, String bcdDeviceMin, String bcdDeviceMax, String name,
                       List<String> flags, String condition, String source) {

    /** The kernel binds usb-storage instead of uas for it. */
    public boolean ignoresUas() {
        return flags != null && flags.contains("IGNORE_UAS");
    }

    /** Applies to every firmware revision and without a further condition. */
    public boolean unconditional() {
        return condition == null && "0000".equals(bcdDeviceMin) && "9999".equals(bcdDeviceMax);
    }

    public String vidPid() {
        return vendorId + ":" + productId;
    }

    /** {@code IGNORE_UAS|NO_REPORT_OPCODES}, as the header writes them. */
    public String flagText() {
        return flags == null ? "" : String.join("|", flags.stream().map(f -> "US_FL_" + f).toList());
    }
}
