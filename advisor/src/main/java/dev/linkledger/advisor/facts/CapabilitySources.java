package dev.linkledger.advisor.facts;

import dev.linkledger.rules.facts.CapabilitySource;

/** Maps the probe's {@code capability.source} strings onto the rules' enum. */
final class CapabilitySources {
    private CapabilitySources() {
    }

    static CapabilitySource of(String source) {
        if (source == null) return CapabilitySource.UNKNOWN;
        return switch (source) {
            case "bos" -> CapabilitySource.BOS;
            case "catalog" -> CapabilitySource.CATALOG;
            case "bcdUSB" -> CapabilitySource.BCD_USB;
            case "bcdUSB-2.10" -> CapabilitySource.BCD_USB_210;
            case "driver:uas" -> CapabilitySource.UAS_DRIVER;
            case "product-string" -> CapabilitySource.PRODUCT_STRING;
            default -> CapabilitySource.UNKNOWN;
        };
    }
}
