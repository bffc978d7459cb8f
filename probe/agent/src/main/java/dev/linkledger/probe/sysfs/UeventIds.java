package dev.linkledger.probe.sysfs;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The identity a USB device's {@code uevent} carries ({@code BUSNUM=001}, {@code DEVNUM=005},
 * {@code PRODUCT=152d/583/209} in hex without padding, {@code TYPE=0/0/0} in decimal), and an
 * interface's {@code modalias} ({@code ...ic08isc06ip62in00}): one read instead of eight or four.
 * Anything unexpected yields null and the reader falls back to the separate attributes.
 */
record UeventIds(Integer busnum, Integer devnum, String vendorId, String productId, String bcdDevice,
                 String deviceClass, String deviceSubClass, String deviceProtocol) {
    private static final Pattern PRODUCT = Pattern.compile("([0-9a-f]{1,4})/([0-9a-f]{1,4})/([0-9a-f]{1,4})");
    private static final Pattern TYPE = Pattern.compile("(\\d{1,3})/(\\d{1,3})/(\\d{1,3})");
    private static final Pattern MODALIAS = Pattern.compile(".*ic([0-9A-F]{2})isc([0-9A-F]{2})ip([0-9A-F]{2})in([0-9A-F]{2})");

    static UeventIds parse(String uevent) {
        if (uevent == null) return null;
        String busnum = null, devnum = null, product = null, type = null;
        for (String line : uevent.split("\n")) {
            if (line.startsWith("BUSNUM=")) busnum = line.substring(7);
            else if (line.startsWith("DEVNUM=")) devnum = line.substring(7);
            else if (line.startsWith("PRODUCT=")) product = line.substring(8);
            else if (line.startsWith("TYPE=")) type = line.substring(5);
        }
        var p = product == null ? null : PRODUCT.matcher(product);
        var t = type == null ? null : TYPE.matcher(type);
        if (busnum == null || devnum == null || p == null || !p.matches() || t == null || !t.matches()) return null;
        try {
            return new UeventIds(Integer.parseInt(busnum), Integer.parseInt(devnum), pad(p.group(1), 4), pad(p.group(2), 4),
                    pad(p.group(3), 4), classCode(t.group(1)), classCode(t.group(2)), classCode(t.group(3)));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** {class, subclass, protocol, number} of an interface as lower-case hex, or null. */
    static String[] interfaceCodes(String modalias) {
        var m = modalias == null ? null : MODALIAS.matcher(modalias.trim());
        if (m == null || !m.matches()) return null;
        return new String[]{lower(m.group(1)), lower(m.group(2)), lower(m.group(3)), lower(m.group(4))};
    }

    private static String pad(String hex, int digits) {
        return "0".repeat(digits - hex.length()) + hex;
    }

    private static String classCode(String decimal) {
        int value = Integer.parseInt(decimal);
        if (value > 0xFF) throw new NumberFormatException("class code " + value);
        return String.format(Locale.ROOT, "%02x", value);
    }

    private static String lower(String hex) {
        return hex.toLowerCase(Locale.ROOT);
    }
}
