package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;

import java.util.Locale;

/** Conversions from the ways the tools print numbers to the way the observation carries them. */
final class UsbText {

    private UsbText() {
    }

    /** lsusb -v prints classes in decimal ({@code 239 Miscellaneous Device}); the observation wants {@code ef}. */
    static String decimalClass(String value) {
        String digits = firstToken(value);
        int code = Integer.parseInt(digits);
        if (code < 0 || code > 0xFF) throw new NumberFormatException("class " + code + " is not a byte");
        return String.format("%02x", code);
    }

    /** {@code 0x152d JMicron …} → {@code 152d}. */
    static String hexId(String value) {
        String t = firstToken(value).toLowerCase(Locale.ROOT);
        if (!t.matches("0x[0-9a-f]{4}")) throw new NumberFormatException("not a 0xNNNN id: " + t);
        return t.substring(2);
    }

    /** lsusb prints bcdDevice as {@code 2.09}; sysfs as {@code 0209}. */
    static String bcdDevice(String value) {
        return String.format("%04x", UsbVersion.parse(firstToken(value)).bcd());
    }

    /** A rate such as {@code 10Gb/s}, {@code 480Mbps} in Mb/s as the kernel writes speeds; null when absent. */
    static UsbSpeed rate(String text) {
        LinkSpeed speed = LinkSpeed.parse(text);
        return speed == null ? null : speed.speed();
    }

    /**
     * The value of usbutils 018's {@code Negotiated speed:} line ({@code High Speed (480Mbps)});
     * null for {@code Unknown} (root hubs).
     *
     * @throws IllegalArgumentException for text that names no speed
     */
    static UsbSpeed negotiated(String line) {
        String value = line.substring(line.indexOf(':') + 1).strip();
        if (value.isEmpty() || value.toLowerCase(Locale.ROOT).startsWith("unknown")) return null;
        LinkSpeed speed = LinkSpeed.parse(value);
        if (speed == null) throw new IllegalArgumentException("no speed in the 'Negotiated speed' line");
        return speed.speed();
    }

    static String firstToken(String value) {
        String t = value.strip();
        int space = t.indexOf(' ');
        return space < 0 ? t : t.substring(0, space);
    }
}
