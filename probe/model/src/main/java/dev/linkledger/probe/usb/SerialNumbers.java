package dev.linkledger.probe.usb;

/**
 * Whether a device's serial number names one device. iSerialNumber is meant to be unique per unit
 * (USB 2.0 §9.6.1), but radio and hub makers ship firmware with one default for every unit:
 * MediaTek's Wi-Fi/Bluetooth modules answer {@code 000000000}, many hubs {@code 000000001}; the
 * hardware-probe data set prints every serial as {@code --}. Such a value, shared by thousands of
 * units, would make them one device across a lab. (JMicron's JMS583/JMS578 default,
 * {@code 0123456789ABCDEF}, is such a value too, but the lab's stories recognise a moved enclosure
 * by it, so it still identifies until enclosures carry an identity of their own; see issue 20's note.)
 */
public final class SerialNumbers {
    private SerialNumbers() {
    }

    /** True for a value with a letter or digit; the hardware-probe data set's {@code --} is none. */
    public static boolean isSerial(String serial) {
        if (serial == null) return false;
        for (int i = 0; i < serial.length(); i++)
            if (Character.isLetterOrDigit(serial.charAt(i))) return true;
        return false;
    }

    /** False for what is not a serial ({@link #isSerial}) and for one character repeated (perhaps ending in 1). */
    public static boolean identifiesOneDevice(String serial) {
        if (!isSerial(serial)) return false;
        // Letters and digits only, upper case; called for every device and past connection of a
        // write's evaluation, so no regular expression is compiled and no stream made per call
        // (11 % of a write's CPU in a burst, BENCHMARKS.md "Where one write's time goes").
        String upper = serial.toUpperCase(java.util.Locale.ROOT);
        StringBuilder kept = new StringBuilder(upper.length());
        for (int i = 0; i < upper.length(); i++) {
            char c = upper.charAt(i);
            if ((c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z')) kept.append(c);
        }
        String digits = kept.toString();
        // one repeated character, perhaps ending in a 1 ("000000000", "000000001", "FFFFFFFF")
        String head = digits.length() > 1 && digits.endsWith("1") ? digits.substring(0, digits.length() - 1) : digits;
        return !(oneCharacter(head) && digits.length() >= 4);
    }

    private static boolean oneCharacter(String s) {
        for (int i = 1; i < s.length(); i++)
            if (s.charAt(i) != s.charAt(0)) return false;
        return true;
    }
}
