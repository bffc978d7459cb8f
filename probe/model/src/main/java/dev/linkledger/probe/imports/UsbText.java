package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Conversions from the ways the tools print numbers to the way the observation carries them. */
final class UsbText {
    private static final Pattern RATE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([KMG]?)b(?:ps|/s)", Pattern.CASE_INSENSITIVE);

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

    /** A rate such as {@code 10Gb/s}, {@code 480Mbps}, {@code 1.5Mbps} in Mb/s as the kernel writes speeds; null when absent. */
    static UsbSpeed rate(String text) {
        if (text.toLowerCase(Locale.ROOT).contains("low speed")) return UsbSpeed.parse("1.5");
        Matcher m = RATE.matcher(text);
        if (!m.find()) return null;
        double value = Double.parseDouble(m.group(1));
        double mbps = switch (m.group(2).toUpperCase(Locale.ROOT)) {
            case "G" -> value * 1000;
            case "K" -> value / 1000;
            case "" -> value / 1_000_000;
            default -> value;
        };
        return UsbSpeed.ofMbps(mbps);
    }

    /**
     * The value of usbutils 018's {@code Negotiated speed:} line: its rate when it prints one
     * ({@code High Speed (480Mbps)}), else its speed name; null for {@code Unknown} (root hubs).
     *
     * @throws IllegalArgumentException for text that names no speed
     */
    static UsbSpeed negotiated(String line) {
        String value = line.substring(line.indexOf(':') + 1).strip();
        String words = value.toLowerCase(Locale.ROOT).replace("-", " ");
        if (words.isEmpty() || words.startsWith("unknown")) return null;
        UsbSpeed rate = rate(value);
        if (rate != null) return rate;
        if (words.startsWith("full speed")) return UsbSpeed.parse("12");
        if (words.startsWith("high speed")) return UsbSpeed.parse("480");
        if (words.startsWith("superspeed+") || words.startsWith("superspeedplus") || words.startsWith("superspeed plus")) return UsbSpeed.parse("10000");
        if (words.startsWith("superspeed") || words.startsWith("super speed")) return UsbSpeed.parse("5000");
        throw new IllegalArgumentException("no speed in the 'Negotiated speed' line");
    }

    static String firstToken(String value) {
        String t = value.strip();
        int space = t.indexOf(' ');
        return space < 0 ? t : t.substring(0, space);
    }
}
