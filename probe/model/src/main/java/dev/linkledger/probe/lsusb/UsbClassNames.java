package dev.linkledger.probe.lsusb;

import java.util.Locale;
import java.util.Map;

/**
 * lsusb -t prints an interface's class as a name, not a code. These are the USB-IF base class
 * codes under the names usbutils prints: the usb.ids names (usbutils 015+) and the short labels
 * of older lsusb-t.c, and cyme's JSON names (its {@code BaseClass}, kebab-case, with the older
 * spellings it still reads: {@code h-i-d}, {@code c-d-c-data}). A name not listed stays unknown
 * rather than guessed.
 */
public final class UsbClassNames {
    private static final Map<String, String> CODES = Map.ofEntries(
            Map.entry("root_hub", "09"), Map.entry("hub", "09"),
            Map.entry("(defined at interface level)", "00"), Map.entry(">ifc", "00"),
            Map.entry("audio", "01"), Map.entry("communications", "02"), Map.entry("comm.", "02"),
            Map.entry("human interface device", "03"), Map.entry("hid", "03"),
            Map.entry("physical interface device", "05"), Map.entry("pid", "05"),
            Map.entry("imaging", "06"), Map.entry("still", "06"),
            Map.entry("printer", "07"), Map.entry("print", "07"),
            Map.entry("mass storage", "08"), Map.entry("stor.", "08"),
            Map.entry("cdc data", "0a"), Map.entry("data", "0a"),
            Map.entry("chip/smartcard", "0b"), Map.entry("scard", "0b"),
            Map.entry("content security", "0d"), Map.entry("c-sec", "0d"),
            Map.entry("video", "0e"), Map.entry("personal healthcare", "0f"), Map.entry("perhc", "0f"),
            Map.entry("audio/video", "10"), Map.entry("billboard", "11"),
            Map.entry("diagnostic", "dc"), Map.entry("diagd", "dc"),
            Map.entry("wireless", "e0"), Map.entry("wlcon", "e0"),
            Map.entry("miscellaneous device", "ef"), Map.entry("misc", "ef"),
            Map.entry("application specific interface", "fe"), Map.entry("app.", "fe"),
            Map.entry("vendor specific class", "ff"), Map.entry("vendor specific", "ff"), Map.entry("vend.", "ff"),
            Map.entry("use-interface-descriptor", "00"), Map.entry("cdc-communications", "02"), Map.entry("c-d-c-communications", "02"),
            Map.entry("h-i-d", "03"), Map.entry("physical", "05"), Map.entry("image", "06"), Map.entry("mass-storage", "08"),
            Map.entry("cdc-data", "0a"), Map.entry("c-d-c-data", "0a"), Map.entry("smart-card", "0b"), Map.entry("content-security", "0d"),
            Map.entry("personal-healthcare", "0f"), Map.entry("audio-video", "10"), Map.entry("usb-type-c-bridge", "12"),
            Map.entry("u-s-b-type-c-bridge", "12"), Map.entry("bdp", "13"), Map.entry("b-d-p", "13"), Map.entry("mctp", "14"),
            Map.entry("m-c-t-p", "14"), Map.entry("i3c-device", "3c"), Map.entry("i-3-c-device", "3c"),
            Map.entry("wireless-controller", "e0"), Map.entry("miscellaneous", "ef"), Map.entry("application-specific-interface", "fe"),
            Map.entry("application-specific", "fe"), Map.entry("vendor-specific-class", "ff"), Map.entry("vendor-specific", "ff"));

    private UsbClassNames() {
    }

    /** Two lower-case hex digits, or null for a name we do not know. */
    public static String code(String name) {
        return name == null ? null : CODES.get(name.trim().toLowerCase(Locale.ROOT));
    }
}
