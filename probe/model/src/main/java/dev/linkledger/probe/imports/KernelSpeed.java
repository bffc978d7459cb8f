package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.UsbSpeed;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The speed words of the kernel's "new … USB device number" line (drivers/usb/core/hub.c):
 * {@code low-speed}, {@code full-speed}, {@code high-speed}, {@code SuperSpeed} (older kernels:
 * {@code SuperSpeed Gen 1}), {@code SuperSpeed Plus Gen 2x1}, {@code Gen 1x2}, {@code Gen 2x2}.
 * Gen 1 lanes run at 5 Gb/s, Gen 2 lanes at 10 Gb/s; the link is lane rate times lanes.
 */
record KernelSpeed(UsbSpeed speed, Integer lanes) {
    private static final Pattern SUPERSPEED = Pattern.compile("superspeed\\s*(plus|\\+)?\\s*(?:gen\\s*(\\d)(?:\\s*x\\s*(\\d))?)?");

    /** Null for words that name no speed this reader knows ({@code wireless}, {@code unknown}). */
    static KernelSpeed parse(String words) {
        String w = words.strip().toLowerCase(Locale.ROOT);
        switch (w) {
            case "low-speed": return new KernelSpeed(UsbSpeed.parse("1.5"), 1);
            case "full-speed": return new KernelSpeed(UsbSpeed.parse("12"), 1);
            case "high-speed": return new KernelSpeed(UsbSpeed.parse("480"), 1);
            default: break;
        }
        Matcher m = SUPERSPEED.matcher(w);
        if (!m.matches()) return null;
        int gen = m.group(2) != null ? Integer.parseInt(m.group(2)) : m.group(1) != null ? 2 : 1;
        int lanes = m.group(3) != null ? Integer.parseInt(m.group(3)) : 1;
        if (gen < 1 || gen > 2 || lanes < 1 || lanes > 2) return null;
        return new KernelSpeed(UsbSpeed.ofMbps((gen == 1 ? 5000 : 10000) * lanes), lanes);
    }
}
