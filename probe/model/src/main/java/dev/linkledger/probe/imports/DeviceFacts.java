package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;

import java.util.ArrayList;
import java.util.List;

/**
 * What one source said about one device. Any fact may be missing: a short lsusb line knows ids
 * but no path, dmesg knows the path but no interfaces. {@link FactMerger} joins the sources.
 */
final class DeviceFacts {
    final String source;
    final int firstLine;
    int lastLine;
    Integer bus;
    Integer devnum;
    PortPath path;
    UsbSpeed speed;
    Integer rxLanes;
    Integer txLanes;
    UsbVersion bcdUsb;
    VidPid vidPid;
    /** 4 hex digits as sysfs writes it: {@code 0209}. */
    String bcdDevice;
    String deviceClass;
    String deviceSubClass;
    String deviceProtocol;
    String manufacturer;
    String product;
    String serial;
    /** usb.ids' name as {@code lsusb -tv} prints it: the product only when no source gives the device's own string. */
    String catalogName;
    Integer maxChild;
    /** bMaxPacketSize0 as lsusb -v prints it: 8 at low speed, 64 at high speed, 9 (2^9) at SuperSpeed (USB 2.0 5.5.3, USB 3.2 9.6.1). */
    Integer maxPacketSize0;
    /** usb-devices' {@code Lev=}: 1 on a root port; kept so a device whose parents the paste lacks still says where it hangs. */
    Integer level;
    /** usb-devices' {@code Prnt=}: the parent's device number (1 for the root hub). */
    Integer parentDevnum;
    /** The parent's port it is plugged into, counted from 1 as paths count (usb-devices prints it from 0). */
    Integer port;
    /** What the device's BOS said (lsusb -v), source {@code bos}. */
    Capability bos;
    /** A SuperSpeed link the kernel log shows it had just before it came up on a USB 2.0 bus, source {@code kernel-log}. */
    Capability linkedBefore;
    String containerId;
    final List<ObservedInterface> interfaces = new ArrayList<>();

    DeviceFacts(String source, int firstLine) {
        this.source = source;
        this.firstLine = firstLine;
        this.lastLine = firstLine;
    }

    void seenAt(int line) {
        lastLine = Math.max(lastLine, line);
    }

    /** The bus, from the path when the source gave only that. */
    Integer busNumber() {
        return bus != null ? bus : path == null ? null : path.bus();
    }

    /** "lsusb-t", "dmesg (lines 3-7)": where the facts came from, for provenance notes. */
    String where() {
        if (firstLine <= 0) return source;
        return source + (firstLine == lastLine ? " (line " + firstLine + ")" : " (lines " + firstLine + "-" + lastLine + ")");
    }
}
