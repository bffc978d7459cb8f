package dev.linkledger.probe.cli;

import java.util.Map;

/**
 * USB-IF base class codes under the names {@code lsusb -t} prints (usb.ids class section), so the
 * tree reads like the tool people know. An unlisted code is shown as the code itself.
 */
final class UsbClassLabel {
    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry("01", "Audio"), Map.entry("02", "Communications"), Map.entry("03", "Human Interface Device"),
            Map.entry("05", "Physical Interface Device"), Map.entry("06", "Imaging"), Map.entry("07", "Printer"),
            Map.entry("08", "Mass Storage"), Map.entry("09", "Hub"), Map.entry("0a", "CDC Data"),
            Map.entry("0b", "Chip/SmartCard"), Map.entry("0d", "Content Security"), Map.entry("0e", "Video"),
            Map.entry("0f", "Personal Healthcare"), Map.entry("10", "Audio/Video"), Map.entry("11", "Billboard"),
            Map.entry("dc", "Diagnostic"), Map.entry("e0", "Wireless"), Map.entry("ef", "Miscellaneous Device"),
            Map.entry("fe", "Application Specific Interface"), Map.entry("ff", "Vendor Specific Class"));

    private UsbClassLabel() {
    }

    static String of(String code) {
        if (code == null) return "?";
        return NAMES.getOrDefault(code, "class " + code);
    }
}
