package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One port of lsusb -v's {@code Hub Port Status:} list ({@code Port 1: 0000.0503 highspeed power
 * enable connect}), read from its hex words, {@code wPortChange.wPortStatus}, not from the words
 * after them: lsusb before usbutils 015 named the bits of every hub whose bcdUSB is not exactly
 * 3.00 (a 3.10 or 3.20 root hub too) as USB 2.0 bits, so {@code 0000.02a0 lowspeed L1} there is
 * an empty SuperSpeed port in Rx.Detect (usbutils {@code lsusb.c} {@code do_hub}, commit fcb6718
 * "Improve status display for SuperSpeedPlus hubs"). The bits are the hub's own format, USB 2.0 or
 * SuperSpeed by the hub's bcdUSB, as the kernel's {@code include/uapi/linux/usb/ch11.h} defines
 * them; a SuperSpeedPlus hub adds {@code Ext Status} with the receive sublink's speed id and lane
 * count (usbutils 015 and later, USB 3.2 10.16.2.6.2 GetPortStatus with PORT_STATUS_EXT).
 *
 * @param rxSpeedId the sublink speed attribute id the port receives with, null without Ext Status
 * @param rxLanes   the lanes it receives on, null without Ext Status
 */
record HubPortStatus(int line, int port, int change, int status, Integer rxSpeedId, Integer rxLanes) {
    private static final Pattern PORT = Pattern.compile("Port (\\d{1,3}): ([0-9a-fA-F]{4})\\.([0-9a-fA-F]{4})\\b.*");
    private static final Pattern EXT_RX = Pattern.compile("RX Speed Attribute ID: (\\d{1,2}) Lanes: (\\d{1,2})");

    static final int CONNECTION = 0x0001;
    static final int ENABLE = 0x0002;
    /** USB 2.0 only; a SuperSpeed port says it with link state U3. */
    static final int SUSPEND = 0x0004;
    static final int LOW_SPEED = 0x0200;
    static final int HIGH_SPEED = 0x0400;
    static final int SS_LINK_STATE = 0x01e0;
    /** lsusb's names of the SuperSpeed link states, 0 to 11 (lsusb.c {@code link_state_descriptions}). */
    private static final List<String> SS_LINK_STATES = List.of("U0", "U1", "U2", "suspend", "SS.disabled", "Rx.Detect",
            "SS.Inactive", "Polling", "Recovery", "Hot Reset", "Compliance", "Loopback");

    /** The port line, or null for any other line. */
    static HubPortStatus parse(int line, String text) {
        Matcher m = PORT.matcher(text);
        if (!m.matches()) return null;
        return new HubPortStatus(line, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2), 16),
                Integer.parseInt(m.group(3), 16), null, null);
    }

    /** The same port with the receive sublink of an {@code RX Speed Attribute ID: 5 Lanes: 1} line; itself for other lines. */
    HubPortStatus withExtStatus(String text) {
        Matcher m = EXT_RX.matcher(text);
        if (!m.matches()) return this;
        return new HubPortStatus(line, port, change, status, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    boolean connected() {
        return (status & CONNECTION) != 0;
    }

    /** Connected and enabled: a device was reset and given an address there, so the dump holds one device on it. */
    boolean occupied() {
        return connected() && (status & ENABLE) != 0;
    }

    /** The link's state as lsusb names it for a SuperSpeed hub ({@code U0}, {@code Rx.Detect}), null for a USB 2.0 hub. */
    String superSpeedLinkState(boolean superSpeedHub) {
        if (!superSpeedHub) return null;
        int state = (status & SS_LINK_STATE) >> 5;
        return state < SS_LINK_STATES.size() ? SS_LINK_STATES.get(state) : "link state " + state;
    }

    /** A USB 2.0 hub's link speed in Mb/s as the kernel writes it: low, high or else full speed. */
    String usb2Speed() {
        double mbps = (status & LOW_SPEED) != 0 ? UsbSpeed.LOW_SPEED_MBPS
                : (status & HIGH_SPEED) != 0 ? UsbSpeed.HIGH_SPEED_MBPS : UsbSpeed.FULL_SPEED_MBPS;
        return UsbSpeed.ofMbps(mbps).kernelText();
    }
}
