package dev.linkledger.probe.usb;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads what a device's own strings claim about its speed ("USB3.0 Card Reader", "SuperSpeed
 * Hub", "USB 3.1 Gen 2 Bridge"). Only ever weak evidence: the text is marketing, not a descriptor.
 */
final class ProductStrings {
    private static final Pattern SUPERSPEED = Pattern.compile(
            "(?i)\\b(usb\\s*3(\\.\\d)?|superspeed|[1-9]\\d?\\s*gbps|3\\.[012]\\s*gen\\s*[12])");

    private ProductStrings() {
    }

    static boolean claimSuperSpeed(List<String> strings) {
        return strings.stream().anyMatch(s -> SUPERSPEED.matcher(s).find());
    }
}
