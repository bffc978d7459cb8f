package dev.linkledger.probe.usb;

import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.observation.TypecIdentity;

import java.util.Locale;

/**
 * Decodes a Type-C cable's e-marker (USB PD Discover Identity on SOP'): the ID header says
 * passive or active, the cable VDO (product type VDO 1) says the highest USB speed, the VBUS
 * current and the maximum VBUS voltage. Passive and active cable VDO 1 share these bit fields.
 */
public final class CableVdo {
    private static final int PASSIVE = 3;
    private static final int ACTIVE = 4;
    private static final String[] SPEED_NAMES = {"usb2", "gen1", "gen2", "usb4-gen3", "usb4-gen4"};
    private static final int[] SPEED_MBPS = {480, 5000, 10000, 40000, 80000};
    private static final int[] MAX_VOLTS = {20, 30, 40, 50};

    private CableVdo() {
    }

    /**
     * @param identity  the cable's identity as read; {@code idHeader} and {@code productTypeVdo1} must be hex
     * @param plugType  the cable's {@code plug_type} attribute, kept as read
     * @throws IllegalArgumentException when a VDO is not a 32-bit hex number
     */
    public static ObservedCable decode(TypecIdentity identity, String plugType) {
        long header = parse("id_header", identity.idHeader());
        Long vdo = identity.productTypeVdo1() == null ? null : parse("product_type_vdo1", identity.productTypeVdo1());
        int productType = (int) (header >> 27) & 0x7;
        String kind = productType == PASSIVE ? "passive" : productType == ACTIVE ? "active" : null;
        if (kind == null || vdo == null) return new ObservedCable(kind, null, null, null, null, plugType, identity);
        int speed = (int) (vdo & 0x7);
        int current = (int) (vdo >> 5) & 0x3;
        int voltage = (int) (vdo >> 9) & 0x3;
        boolean declared = speed < SPEED_NAMES.length;
        Integer currentMa = current == 1 ? Integer.valueOf(3000) : current == 2 ? Integer.valueOf(5000) : null;
        return new ObservedCable(kind, declared ? SPEED_NAMES[speed] : null, declared ? Integer.valueOf(SPEED_MBPS[speed]) : null,
                currentMa, MAX_VOLTS[voltage], plugType, identity);
    }

    /** The vendor id carried in bits 15:0 of an ID header, 4 lower-case hex digits. */
    public static String vendorId(String idHeader) {
        return String.format(Locale.ROOT, "%04x", parse("id_header", idHeader) & 0xFFFF);
    }

    /** The product id carried in bits 31:16 of a product VDO, 4 lower-case hex digits. */
    public static String productId(String productVdo) {
        return String.format(Locale.ROOT, "%04x", parse("product", productVdo) >> 16 & 0xFFFF);
    }

    /** sysfs writes VDOs as {@code 0x1c60315c}. */
    static long parse(String field, String text) {
        if (text == null) throw new IllegalArgumentException(field + " is missing");
        String t = text.trim();
        String digits = t.startsWith("0x") || t.startsWith("0X") ? t.substring(2) : t;
        if (digits.isEmpty() || digits.length() > 8) throw new IllegalArgumentException(field + " is not a 32-bit hex VDO: '" + t + "'");
        try {
            return Long.parseLong(digits, 16);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + " is not a 32-bit hex VDO: '" + t + "'");
        }
    }
}
