package dev.linkledger.rules.link;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.linkledger.rules.link.LinkMode.*;

/**
 * Parses the names people and spec sheets use ("USB 3.0", "USB 3.2 Gen 2x2", "USB 20Gbps",
 * "Thunderbolt 4", "Hi-Speed") into a {@link LinkMode} (DOMAIN.md section 10). A name that
 * does not fix the speed ("USB 3.1", "USB 3.2", "USB-C") yields an ambiguous result listing
 * the candidates rather than a guess. The most specific token wins: a lane/generation token
 * first, then an explicit rate, then version numbers and marketing names.
 */
public final class LinkModeNames {
    private static final Pattern RATE = Pattern.compile("(\\d+(?:\\.\\d+)?)(gbps|gbit|gb|g|mbps|mbit|mb|m)(?![a-z])");
    private static final List<LinkMode> SUPERSPEED_USB3 = List.of(GEN1, GEN2, GEN1X2, GEN2X2);

    private LinkModeNames() {
    }

    public static LinkModeName parse(String input) {
        if (input == null || input.isBlank()) return new LinkModeName(input, List.of());
        for (LinkMode mode : LinkMode.values())
            if (mode.name().equalsIgnoreCase(input.trim()) || mode.label().equalsIgnoreCase(input.trim()))
                return one(input, mode);
        String n = normalize(input);

        if (n.contains("thunderbolt5") || n.equals("tb5") || n.contains("usb4v2") || n.contains("usb4version2"))
            return one(input, USB4_80);
        if (n.contains("thunderbolt3") || n.contains("thunderbolt4") || n.equals("tb3") || n.equals("tb4"))
            return one(input, USB4_40);
        if (n.contains("gen2x2")) return one(input, GEN2X2);
        if (n.contains("gen1x2")) return one(input, GEN1X2);

        boolean usb4 = n.contains("usb4");
        Matcher rate = RATE.matcher(n);
        if (rate.find()) {
            LinkMode byRate = byRate(Double.parseDouble(rate.group(1)), rate.group(2).startsWith("g"), usb4);
            if (byRate != null) return one(input, byRate);
        }
        if (usb4) return one(input, USB4_40);
        if (n.contains("thunderbolt")) return new LinkModeName(input, List.of(USB4_40, USB4_80));

        if (n.contains("gen2") || n.contains("superspeed+") || n.contains("superspeedplus")) return one(input, GEN2);
        if (n.contains("gen1") || n.contains("usb3.0") || n.contains("superspeed")) return one(input, GEN1);
        if (n.contains("usb3.1")) return new LinkModeName(input, List.of(GEN1, GEN2));
        if (n.contains("usb3.2") || n.equals("usb3") || n.equals("usb3.x")) return new LinkModeName(input, SUPERSPEED_USB3);
        if (n.contains("usb2") || n.contains("hispeed") || n.contains("highspeed")) return one(input, HIGH_SPEED);
        if (n.contains("usb1.1") || n.contains("fullspeed")) return one(input, FULL_SPEED);
        if (n.contains("lowspeed")) return one(input, LOW_SPEED);
        if (n.contains("usb1")) return new LinkModeName(input, List.of(LOW_SPEED, FULL_SPEED));
        if (n.contains("usbc") || n.contains("typec"))
            return new LinkModeName(input, List.copyOf(EnumSet.range(HIGH_SPEED, USB4_80)));
        return new LinkModeName(input, List.of());
    }

    private static LinkModeName one(String input, LinkMode mode) {
        return new LinkModeName(input, List.of(mode));
    }

    private static LinkMode byRate(double value, boolean giga, boolean usb4) {
        return LinkMode.ofRate(giga ? value * 1000 : value, usb4);
    }

    /** Lower case, "gb/s" spelled "gbps", without spaces, hyphens, underscores or parentheses. */
    static String normalize(String input) {
        return input.toLowerCase(Locale.ROOT)
                .replace("gb/s", "gbps").replace("mb/s", "mbps")
                .replace("super speed", "superspeed").replace("superspeed plus", "superspeedplus")
                .replaceAll("[\\s\\-_()®™]", "");
    }
}
