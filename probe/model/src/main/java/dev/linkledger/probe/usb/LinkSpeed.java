package dev.linkledger.probe.usb;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A link's speed with the lane counts where the text says them, read from any form the tools
 * print: the one parser of speed text (the sysfs number itself is {@link UsbSpeed#parse}'s).
 * <ul>
 *   <li>sysfs {@code speed} and usb-devices {@code Spd=}: {@code 1.5}, {@code 480}, {@code 5000};</li>
 *   <li>lsusb -t: {@code 480M}, {@code 5000M/x2}, {@code 10000M/Tx2+Rx2};</li>
 *   <li>the kernel's "new … USB device" words (drivers/usb/core/hub.c): {@code low-speed},
 *       {@code full-speed}, {@code high-speed}, {@code SuperSpeed} (older: {@code SuperSpeed Gen 1},
 *       {@code super-speed}), {@code SuperSpeed Plus Gen 2x1}, {@code Gen 1x2}, {@code Gen 2x2};</li>
 *   <li>lsusb -v (usbutils 018) {@code Negotiated speed: High Speed (480Mbps)} and BOS rates such
 *       as {@code 10Gb/s}: the printed rate wins over the name, except that lsusb rounds
 *       Low Speed to "1Mbps".</li>
 *   <li>cyme's JSON ({@code src/usb.rs} {@code Speed}): {@code 480.0 Mb/s}, {@code 10.0 Gb/s},
 *       {@code high_speed}, {@code super_speed_plus}, {@code super_speed_plus_plus} (Gen 2x2),
 *       {@code usb_40_gbps}, and its short {@code super}, {@code super+}, {@code super++}.</li>
 * </ul>
 * Gen 1 lanes run at 5 Gb/s, Gen 2 lanes at 10 Gb/s; a link is lane rate times lanes. The USB 2
 * speeds and a named generation are single-lane unless the text says otherwise; a bare number
 * says nothing about lanes (sysfs keeps them in {@code rx_lanes}/{@code tx_lanes}).
 *
 * @param rxLanes null when the text does not say
 */
public record LinkSpeed(UsbSpeed speed, Integer rxLanes, Integer txLanes) {
    private static final Pattern NUMBER = Pattern.compile(
            "(?:spd=\\s*)?([0-9]+(?:\\.[0-9]+)?)m?(?:/(?:x(\\d)|tx(\\d)\\+rx(\\d)|rx(\\d)\\+tx(\\d)))?");
    private static final Pattern RATE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmg]?)b(?:ps|/s|it/s)");
    private static final Pattern SUPERSPEED = Pattern.compile("super\\s*speed\\s*(plus|\\+)?\\s*(?:gen\\s*(\\d)(?:\\s*x\\s*(\\d))?)?");
    private static final Pattern GEN_LANES = Pattern.compile("gen\\s*\\d\\s*x\\s*(\\d)");
    /** cyme's names for Gen 2x2: "super_speed_plus_plus", "super++". */
    private static final Pattern PLUS_PLUS = Pattern.compile("super\\s*(?:speed\\s*)?(?:plus\\s*plus|\\+\\s*\\+)");
    private static final Pattern CYME_SHORT = Pattern.compile("super\\s*(\\+)?");

    /** The speed in any of the forms above; null for text that names no speed ({@code unknown}, {@code wireless}, blank). */
    public static LinkSpeed parse(String text) {
        if (text == null || text.isBlank()) return null;
        String t = text.strip().toLowerCase(Locale.ROOT);
        Matcher number = NUMBER.matcher(t);
        if (number.matches()) {
            Integer rx = first(number.group(2), number.group(4), number.group(5));
            Integer tx = first(number.group(2), number.group(3), number.group(6));
            return new LinkSpeed(UsbSpeed.parse(number.group(1)), rx, tx);
        }
        String words = t.replace('-', ' ').replace('_', ' ').replaceAll("\\s+", " ");
        if (words.startsWith("low speed")) return single("1.5");
        Matcher rate = RATE.matcher(words);
        if (rate.find()) {
            Matcher gen = GEN_LANES.matcher(words);
            Integer lanes = gen.find() ? Integer.valueOf(gen.group(1)) : null;
            return new LinkSpeed(UsbSpeed.ofMbps(mbps(rate)), lanes, lanes);
        }
        if (words.startsWith("full speed")) return single("12");
        if (words.startsWith("high speed") || words.startsWith("hi speed")) return single("480");
        if (PLUS_PLUS.matcher(words).matches()) return new LinkSpeed(UsbSpeed.ofMbps(20000), 2, 2);
        Matcher cyme = CYME_SHORT.matcher(words);
        if (cyme.matches()) return single(cyme.group(1) != null ? "10000" : "5000");
        Matcher ss = SUPERSPEED.matcher(words);
        if (!ss.lookingAt()) return null;
        int gen = ss.group(2) != null ? Integer.parseInt(ss.group(2)) : ss.group(1) != null ? 2 : 1;
        int lanes = ss.group(3) != null ? Integer.parseInt(ss.group(3)) : 1;
        if (gen < 1 || gen > 2 || lanes < 1 || lanes > 2) return null;
        return new LinkSpeed(UsbSpeed.ofMbps((gen == 1 ? 5000 : 10000) * lanes), lanes, lanes);
    }

    /** The wider of the two directions, null when neither is known. */
    public Integer lanes() {
        if (rxLanes == null) return txLanes;
        return txLanes == null ? rxLanes : Math.max(rxLanes, txLanes);
    }

    private static LinkSpeed single(String mbps) {
        return new LinkSpeed(UsbSpeed.parse(mbps), 1, 1);
    }

    private static double mbps(Matcher rate) {
        double value = Double.parseDouble(rate.group(1));
        return switch (rate.group(2)) {
            case "g" -> value * 1000;
            case "k" -> value / 1000;
            case "" -> value / 1_000_000;
            default -> value;
        };
    }

    private static Integer first(String... candidates) {
        for (String c : candidates) if (c != null) return Integer.parseInt(c);
        return null;
    }
}
