package dev.linkledger.probe.imports;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The line HID core prints when a USB HID device is bound ({@code hid_connect()} in
 * drivers/hid/hid-core.c): {@code hid-generic 0003:349E:0026.0005: input,hidraw1: USB HID v1.10
 * Keyboard [TOKEN2 FIDO2 Security Key(0026)] on usb-0000:00:14.0-4/input0}. The device is named
 * by the HID bus ({@code 0003} is BUS_USB, include/uapi/linux/input.h), its vendor and product,
 * and the physical path usbhid builds with {@code usb_make_path()}: "usb-", the host controller's
 * device name, "-", the device's port path on that controller, "/input" and the interface.
 *
 * <p>People paste {@code dmesg | grep -i hid} when a keyboard, a security key or a game pad
 * misbehaves; such a paste names a USB device and its port, but not the bus number the kernel's
 * USB lines start with, nor the link: the import takes it as a kernel log that names no bus
 * (nothing of a topology), and says what it read.
 */
final class HidLines {
    private static final Pattern ON_USB = Pattern.compile(
            "(?:.*?\\s)?[\\w.-]+ 0003:(\\p{XDigit}{4}):(\\p{XDigit}{4})\\.\\p{XDigit}{4}: .*?USB HID v[\\d.]+ [^\\[]*\\[(.*)] on usb-(\\S+)-([\\d.]+)/input\\d+\\s*");

    /** One USB HID device as these lines name it: a port path on a host controller, without the bus number. */
    record HidDevice(String vidPid, String name, String controller, String port) {
        @Override
        public String toString() {
            return vidPid + " (" + name + ") on port " + port + " of the host controller " + controller;
        }
    }

    private HidLines() {
    }

    /** The USB HID devices the paste's hid_connect() lines name, each once, in the order first named. */
    static List<HidDevice> devices(PasteText paste) {
        Map<String, HidDevice> devices = new LinkedHashMap<>();
        for (int n = 1; n <= paste.size(); n++) {
            Matcher m = ON_USB.matcher(paste.line(n));
            if (!m.matches()) continue;
            HidDevice d = new HidDevice((m.group(1) + ":" + m.group(2)).toLowerCase(java.util.Locale.ROOT), m.group(3).strip(),
                    m.group(4), m.group(5));
            devices.putIfAbsent(d.controller() + "-" + d.port(), d);
        }
        return List.copyOf(devices.values());
    }

    /** What the lines said and what would tell the link. */
    static String note(List<HidDevice> devices) {
        return "HID core's lines name " + devices.stream().map(HidDevice::toString).collect(Collectors.joining("; "))
                + ", not the USB bus number or the link's speed: nothing in them about a link; paste lsusb -t, or the kernel"
                + " log from the device's plug-in (its 'usb N-M:' lines)";
    }
}
