package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads kernel log lines about USB devices, with or without {@code [12345.678]} stamps or a
 * syslog prefix. Every line about a USB device becomes a {@link KernelLogEntry}; the
 * enumeration lines also give device facts. A path's last connection is what the paste ends
 * with, so an earlier connection at the same path is replaced, and a disconnect removes it.
 */
final class DmesgParser {
    /** The kernel's names: {@code usb 1-3.4.4}, {@code usb-storage 1-3:1.0}, {@code usb usb1-port3}, {@code usb 1-3-port4}. */
    private static final Pattern USB_LINE = Pattern.compile(".*?\\b(usb|usb-storage|uas|hub)\\s+(usb\\d+(?:-port\\d+)?|\\d+-[\\d.]+(?::[\\d.]+)?(?:-port\\d+)?):\\s+(.*)");
    private static final Pattern NEW_DEVICE = Pattern.compile("(new|reset)\\s+(.+?)\\s+USB device number\\s+(\\d{1,9})\\s+using\\s+(\\S+)\\s*");
    private static final Pattern FOUND = Pattern.compile("New USB device found, idVendor=([0-9a-fA-F]{4}), idProduct=([0-9a-fA-F]{4})(?:, bcdDevice=\\s*([0-9a-fA-F]{1,2}\\.[0-9a-fA-F]{2}))?\\s*");
    private static final Pattern STRING = Pattern.compile("(Product|Manufacturer|SerialNumber):\\s*(.*)");
    private static final Pattern DISCONNECT = Pattern.compile("USB disconnect, device number (\\d{1,9})\\s*");
    private static final Pattern QUIRKS = Pattern.compile("Quirks match for vid ([0-9a-fA-F]{4}) pid ([0-9a-fA-F]{4})");
    private static final Pattern NOT_ACCEPTING = Pattern.compile("device not accepting address (\\d{1,3}),");

    private final PasteText paste;
    private final Map<String, DeviceFacts> connections = new LinkedHashMap<>();
    private final Map<Integer, ObservedBus> buses = new TreeMap<>();
    private final List<KernelLogEntry> log = new ArrayList<>();
    private final List<ObservationNote> notes = new ArrayList<>();
    /** The device number a "device not accepting address N" line gave a path. */
    private final Map<String, Integer> addresses = new HashMap<>();
    private int first;
    private final ScsiHosts scsiHosts = new ScsiHosts();
    /** SCSI lines of hosts the paste had not tied to a device when they were read. */
    private final List<Untied> untied = new ArrayList<>();
    /** The device the last USB line named: a bare {@code scsi hostN: uas} line is its. */
    private String lastDevice;

    private DmesgParser(PasteText paste) {
        this.paste = paste.mended(KernelLogLines.SHAPE);
    }

    static SectionResult parse(PasteText paste) {
        return new DmesgParser(paste).run();
    }

    private SectionResult run() {
        for (int n = 1; n <= paste.size(); n++) {
            String text = paste.line(n).strip();
            ScsiHosts.Line scsi = scsiHosts.read(text, lastDevice);
            if (scsi != null) {
                if (scsiHosts.tied(scsi.host()) || scsi.kind().startsWith("uas-")) entry(n, scsi.path(), scsi.kind(), text);
                if (scsi.path() == null && scsi.host() != null) untied.add(new Untied(n, scsi.host(), scsi.kind(), text));
                continue;
            }
            Matcher m = USB_LINE.matcher(text);
            if (!m.matches()) continue;
            String named = devicePath(m.group(2));
            if (named != null) lastDevice = named;
            if (!read(n, text, m.group(2), m.group(3))) LineNotes.skip(notes, n, text, ImportFormat.DMESG, reasonFor(m.group(3)));
        }
        tieLate();
        boundDevices();
        return new SectionResult(ImportFormat.DMESG, first, List.copyOf(connections.values()), List.copyOf(buses.values()),
                List.of(), log, notes);
    }

    /**
     * A path the log ties to a SCSI host held a USB storage device, even when the paste starts
     * after its enumeration lines (a crash log of UAS aborts, a reset, "device not accepting
     * address 3"): it becomes a device, with the device number such a line gave.
     */
    private void boundDevices() {
        for (String path : scsiHosts.tiedPaths()) {
            if (path == null || connections.containsKey(path)) continue;
            int line = log.stream().filter(e -> path.equals(e.devicePath())).mapToInt(KernelLogEntry::line).min().orElse(0);
            DeviceFacts d = facts(line, path);
            d.devnum = addresses.get(path);
        }
    }

    /**
     * SCSI lines printed before the paste showed their host's device (aborts before the reset
     * that ties it): tied now; a plain SCSI line of a host never tied is not a USB line at all.
     */
    private void tieLate() {
        for (Untied u : untied) {
            String path = scsiHosts.pathOf(u.host());
            log.removeIf(e -> e.line() == u.line());
            if (path != null || u.kind().startsWith("uas-")) log.add(withDevice(u.line(), path, u.kind(), u.text()));
        }
        log.sort(java.util.Comparator.comparing(KernelLogEntry::line));
    }

    private record Untied(int line, int host, String kind, String text) {
    }

    private static String reasonFor(String message) {
        if (message.startsWith("New USB device found")) return "expected 'New USB device found, idVendor=vvvv, idProduct=pppp, bcdDevice=x.yy'";
        if (message.contains("USB device number")) return "expected '<new|reset> <speed> USB device number <n> using <driver>' with a speed the kernel prints";
        return "not a kernel USB line this reader knows";
    }

    /** False when a line that should carry facts does not have the kernel's shape. */
    private boolean read(int n, String text, String name, String message) {
        try {
            return readKnown(n, text, name, message);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * True when the text reads as a whole kernel line about a USB device, as {@link KernelLogLines}
     * asks of a wrapped line: a fact line ({@code new … USB device number …}, {@code New USB
     * device found, …}) must have its whole shape; any other USB or SCSI line is whole as it is.
     */
    static boolean whole(String line) {
        try {
            return wholeShape(line.strip());
        } catch (IllegalArgumentException e) {
            return false; // a number too large for an int: not a line the kernel printed
        }
    }

    private static boolean wholeShape(String text) {
        if (ScsiHosts.isScsiLine(text)) return ScsiHosts.whole(text);
        Matcher m = USB_LINE.matcher(text);
        if (!m.matches()) return false;
        String message = m.group(3);
        Matcher fact;
        if (message.matches("(new|reset)\\s.*USB device.*")) {
            return (fact = NEW_DEVICE.matcher(message)).matches() && LinkSpeed.parse(fact.group(2)) != null;
        }
        if (message.startsWith("New USB device found")) return FOUND.matcher(message).matches();
        return true;
    }

    private boolean readKnown(int n, String text, String name, String message) {
        String path = devicePath(name);
        Matcher m;
        if ((m = NEW_DEVICE.matcher(message)).matches()) return connection(n, text, path, m);
        if (message.contains("USB device number") && message.matches("(new|reset)\\s.*")) return false;
        if (message.startsWith("New USB device found")) {
            if (!(m = FOUND.matcher(message)).matches() || path == null) return false;
            DeviceFacts d = facts(n, path);
            d.vidPid = new VidPid(m.group(1), m.group(2));
            if (m.group(3) != null) d.bcdDevice = String.format("%04x", UsbVersion.parse(m.group(3)).bcd());
            entry(n, path, "device-found", text);
            return true;
        }
        if ((m = STRING.matcher(message)).matches() && path != null && name.indexOf(':') < 0) {
            DeviceFacts d = facts(n, path);
            String value = m.group(2).strip();
            switch (m.group(1)) {
                case "Product" -> d.product = value;
                case "Manufacturer" -> d.manufacturer = value;
                default -> d.serial = value;
            }
            entry(n, path, m.group(1).toLowerCase(java.util.Locale.ROOT), text);
            return true;
        }
        if ((m = DISCONNECT.matcher(message)).matches()) {
            DeviceFacts d = path == null ? null : connections.get(path);
            if (d != null && (d.devnum == null || d.devnum == Integer.parseInt(m.group(1)))) connections.remove(path);
            entry(n, path, "disconnect", text);
            return true;
        }
        String kind = kind(message);
        if (kind.equals("enumeration-error") && path != null && PortPath.problem(path) == null) {
            // hub_port_init's errors during usb_reset_device: inside a UAS reset they are its device's.
            if ((m = NOT_ACCEPTING.matcher(message)).lookingAt() && DeviceAddress.problem(PortPath.busOf(path), Integer.parseInt(m.group(1))) == null)
                addresses.put(path, Integer.parseInt(m.group(1)));
            scsiHosts.usbReset(path);
        }
        entry(n, path, kind, text);
        return true;
    }

    private boolean connection(int n, String text, String path, Matcher m) {
        LinkSpeed speed = LinkSpeed.parse(m.group(2));
        if (path == null || speed == null) return false;
        int devnum = Integer.parseInt(m.group(3));
        boolean reset = m.group(1).equals("reset");
        DeviceFacts d = connections.get(path);
        if (d == null || (d.devnum != null && d.devnum != devnum)) {
            connections.remove(path);
            d = new DeviceFacts(ImportFormat.DMESG.label(), n);
            connections.put(path, d);
        }
        d.seenAt(n);
        d.path = PortPath.parse(path);
        d.devnum = devnum;
        d.speed = speed.speed();
        d.rxLanes = speed.rxLanes();
        d.txLanes = speed.txLanes();
        int bus = d.path.bus();
        buses.putIfAbsent(bus, new ObservedBus(bus, null, null, null, m.group(4), null));
        if (reset) scsiHosts.usbReset(path);
        entry(n, path, reset ? "reset" : "new-device", text);
        return true;
    }

    private DeviceFacts facts(int n, String path) {
        DeviceFacts d = connections.computeIfAbsent(path, p -> {
            DeviceFacts created = new DeviceFacts(ImportFormat.DMESG.label(), n);
            created.path = PortPath.parse(p);
            return created;
        });
        d.seenAt(n);
        return d;
    }

    private static String kind(String message) {
        if (message.startsWith("UAS is blacklisted") || message.startsWith("UAS is ignored")) return "uas-blacklisted";
        if (message.startsWith("Cannot enable")) return "cannot-enable";
        if (message.contains("device descriptor read") || message.contains("device not accepting address")
                || message.contains("unable to enumerate")) return "enumeration-error";
        if (message.contains("over-current")) return "over-current";
        if (message.startsWith("New USB device strings")) return "device-strings";
        if (message.contains("USB Mass Storage device detected")) return "usb-storage";
        if (QUIRKS.matcher(message).lookingAt()) return "quirks";
        return "other";
    }

    /**
     * The device a name refers to: itself, the device of an interface ({@code 1-3:1.0}), or the
     * device a port would hold ({@code usb1-port3} → {@code 1-3}); null for a root hub.
     */
    static String devicePath(String name) {
        String device = name.contains(":") ? name.substring(0, name.indexOf(':')) : name;
        PortPath plugged = PortPath.pluggedInto(device);
        if (plugged != null) return plugged.toString();
        if (PortPath.rootHubBus(device) != null || !PortPath.looksLike(device)) return null;
        return device;
    }

    /** The entry carries the device number and ids of the connection at that path as far as the paste has shown them. */
    private void entry(int n, String path, String kind, String text) {
        if (first == 0) first = n;
        log.add(withDevice(n, path, kind, text));
    }

    private KernelLogEntry withDevice(int n, String path, String kind, String text) {
        DeviceFacts d = path == null ? null : connections.get(path);
        VidPid ids = d == null ? null : d.vidPid;
        Matcher quirks = QUIRKS.matcher(text);
        if (kind.equals("quirks") && quirks.find()) ids = new VidPid(quirks.group(1), quirks.group(2));
        return new KernelLogEntry(n, path, kind, text, path == null ? null : PortPath.parse(path).bus(), d == null ? null : d.devnum,
                ids == null ? null : ids.vendorId(), ids == null ? null : ids.productId());
    }
}
