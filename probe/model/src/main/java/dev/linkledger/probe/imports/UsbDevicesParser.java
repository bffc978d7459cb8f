package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;

import dev.linkledger.probe.text.WrappedLines;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads {@code usb-devices} (usbutils' script over sysfs; the old {@code /proc/bus/usb/devices}
 * layout). Its {@code T:} line gives bus, level, the parent's device number and the port counted
 * from 0, so paths are rebuilt from the parents above; a device whose parent is not in the paste
 * keeps bus and device number only. Root hubs ({@code Lev=00}) become buses, named after the
 * host controller driver their manufacturer string ends with ({@code Linux 6.1.0 xhci-hcd}).
 */
final class UsbDevicesParser {
    private static final Pattern TOPOLOGY = Pattern.compile("T:\\s*Bus=\\s*(\\d{1,9})\\s+Lev=\\s*(\\d{1,9})\\s+Prnt=\\s*(\\d{1,9})\\s+Port=\\s*(\\d{1,9})\\s+Cnt=\\s*(\\d{1,9})\\s+Dev#=\\s*(\\d{1,9})\\s+Spd=\\s*(\\S+)\\s+MxCh=\\s*(\\d{1,9})\\s*");
    private static final Pattern DESCRIPTOR = Pattern.compile("D:\\s*Ver=\\s*([0-9a-fA-F]{1,2}\\.[0-9a-fA-F]{2})\\s+Cls=([0-9a-fA-F]{2})\\(.*?\\)\\s*Sub=([0-9a-fA-F]{2})\\s+Prot=([0-9a-fA-F]{2})(?:\\s.*)?");
    private static final Pattern PRODUCT = Pattern.compile("P:\\s*Vendor=([0-9a-fA-F]{4})\\s+ProdID=([0-9a-fA-F]{4})\\s+Rev=\\s*([0-9a-fA-F]{1,2}\\.[0-9a-fA-F]{2})\\s*");
    private static final Pattern STRING = Pattern.compile("S:\\s*(Manufacturer|Product|SerialNumber)=(.*)");
    /** {@code If#= 0} (the kernel's devices file, older usb-devices) and {@code If#=0x0} (usb-devices since usbutils 013). */
    private static final Pattern INTERFACE = Pattern.compile("I:\\*?\\s*If#=\\s*(0x[0-9a-fA-F]{1,7}|\\d{1,9})\\s+Alt=\\s*(\\d{1,9})\\s+#EPs=\\s*(\\d{1,9})\\s+Cls=([0-9a-fA-F]{2})\\(.*?\\)\\s*Sub=([0-9a-fA-F]{2})\\s+Prot=([0-9a-fA-F]{2})\\s+Driver=(\\S*)\\s*");
    /** Configuration, endpoint and a root hub's bandwidth ({@code B:  Alloc=}) lines: nothing the observation keeps. */
    private static final Pattern OTHER = Pattern.compile("[BCE]:\\*?\\s+.*");
    private static final Pattern LOOKS_LIKE = Pattern.compile("[TDPSICEB]:\\*?\\s+\\S+=.*");
    private static final Pattern HCD = Pattern.compile(".*\\s(\\S+[-_]hcd)");
    private static final Pattern KNOWN_KEY = Pattern.compile("(?:D:\\s*Ver|P:\\s*Vendor|S:\\s*(?:Manufacturer|Product|SerialNumber)|I:\\*?\\s*If#)=.*");

    private final PasteText paste;
    private final List<DeviceFacts> devices = new ArrayList<>();
    private final List<ObservedBus> buses = new ArrayList<>();
    private final List<ObservationNote> notes = new ArrayList<>();
    /** Paths by bus and device number, to place children; a root hub has no path. */
    private final Map<String, PortPath> placed = new HashMap<>();
    private DeviceFacts current;
    private RootHub root;
    private int first;
    private boolean inOrphan;

    /** A root hub being read; it becomes a bus once its block ends. */
    private static final class RootHub {
        int bus;
        UsbSpeed speed;
        int ports;
        String driver;
    }

    /** How a usb-devices line looks, for mending the ones a mail client wrapped ({@code Spd=480\nMxCh= 0}). */
    private static final WrappedLines.Shape SHAPE = new WrappedLines.Shape() {
        @Override
        public boolean startsLine(String line) {
            return LOOKS_LIKE.matcher(line.strip()).matches();
        }

        @Override
        public boolean whole(String line) {
            String text = line.strip();
            return Stream.of(TOPOLOGY, DESCRIPTOR, PRODUCT, STRING, INTERFACE, OTHER).anyMatch(p -> p.matcher(text).matches());
        }
    };

    private UsbDevicesParser(PasteText paste) {
        this.paste = paste.mended(SHAPE);
    }

    static SectionResult parse(PasteText paste) {
        return new UsbDevicesParser(paste).run();
    }

    private SectionResult run() {
        for (int n = 1; n <= paste.size(); n++) {
            String text = paste.line(n).strip();
            if (!LOOKS_LIKE.matcher(text).matches()) {
                if (!text.isEmpty() && !text.startsWith("E:")) close();
                continue;
            }
            if (read(n, text)) continue;
            LineNotes.skip(notes, n, text, ImportFormat.USB_DEVICES, "not a usb-devices '" + text.charAt(0) + ":' line this reader knows");
        }
        close();
        return new SectionResult(ImportFormat.USB_DEVICES, first, devices, buses, List.of(), List.of(), notes);
    }

    /** False when the line is not one this reader knows, or carries an impossible value. */
    private boolean read(int n, String text) {
        try {
            return readKnown(n, text);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private boolean readKnown(int n, String text) {
        Matcher m;
        if ((m = TOPOLOGY.matcher(text)).matches()) {
            close();
            topology(n, m);
            return true;
        }
        if (OTHER.matcher(text).matches()) return true;
        if (current == null && root == null) return orphan(n, text);
        if (current != null) current.seenAt(n);
        if ((m = DESCRIPTOR.matcher(text)).matches()) {
            if (current != null) {
                current.bcdUsb = UsbVersion.parse(m.group(1));
                current.deviceClass = m.group(2).toLowerCase(Locale.ROOT);
                current.deviceSubClass = m.group(3).toLowerCase(Locale.ROOT);
                current.deviceProtocol = m.group(4).toLowerCase(Locale.ROOT);
            }
            return true;
        }
        if ((m = PRODUCT.matcher(text)).matches()) {
            if (current != null) {
                current.vidPid = new VidPid(m.group(1), m.group(2));
                current.bcdDevice = String.format("%04x", UsbVersion.parse(m.group(3)).bcd());
            }
            return true;
        }
        if ((m = STRING.matcher(text)).matches()) {
            string(m.group(1), m.group(2).strip());
            return true;
        }
        if ((m = INTERFACE.matcher(text)).matches()) {
            int number = m.group(1).startsWith("0x") ? Integer.parseInt(m.group(1).substring(2), 16) : Integer.parseInt(m.group(1));
            if (current != null && current.interfaces.stream().noneMatch(i -> i.number() == number)) {
                String driver = m.group(7);
                current.interfaces.add(new ObservedInterface(number, lower(m.group(4)), lower(m.group(5)), lower(m.group(6)),
                        driver.isEmpty() || driver.equals("(none)") || driver.equals("[none]") ? null : driver));
            }
            return true;
        }
        return false;
    }

    /**
     * A block whose {@code T:} line the paste does not have (cut at the top, or grepped): its
     * lines cannot be tied to a bus and device number. One note for the block, at its first line.
     */
    private boolean orphan(int n, String text) {
        if (!KNOWN_KEY.matcher(text).matches()) return false;
        if (!inOrphan) LineNotes.skip(notes, n, text, ImportFormat.USB_DEVICES, "no 'T:' line above it, so its bus and device number are unknown");
        inOrphan = true;
        return true;
    }

    private void topology(int n, Matcher m) {
        int bus = Integer.parseInt(m.group(1));
        int level = Integer.parseInt(m.group(2));
        int parent = Integer.parseInt(m.group(3));
        int port = Integer.parseInt(m.group(4)) + 1;
        int devnum = Integer.parseInt(m.group(6));
        LinkSpeed link = LinkSpeed.parse(m.group(7));
        UsbSpeed speed = link == null ? null : link.speed();
        int maxChild = Integer.parseInt(m.group(8));
        if (first == 0) first = n;
        if (level == 0) {
            root = new RootHub();
            root.bus = bus;
            root.speed = speed;
            root.ports = maxChild;
            return;
        }
        PortPath path = level == 1 ? new PortPath(bus, List.of(port)) : childOf(bus, parent, port);
        current = new DeviceFacts(ImportFormat.USB_DEVICES.label(), n);
        current.bus = bus;
        current.devnum = devnum;
        current.speed = speed;
        current.maxChild = maxChild;
        current.level = level;
        current.parentDevnum = parent;
        current.port = port;
        current.path = path;
        if (path != null) placed.put(bus + ":" + devnum, path);
    }

    private PortPath childOf(int bus, int parentDevnum, int port) {
        PortPath parent = placed.get(bus + ":" + parentDevnum);
        return parent == null ? null : parent.child(port);
    }

    private void string(String key, String value) {
        if (root != null && current == null) {
            Matcher hcd = HCD.matcher(value);
            if (key.equals("Manufacturer") && hcd.matches()) root.driver = hcd.group(1);
            return;
        }
        if (current == null || value.isEmpty()) return;
        switch (key) {
            case "Manufacturer" -> current.manufacturer = value;
            case "Product" -> current.product = value;
            default -> current.serial = value;
        }
    }

    private void close() {
        inOrphan = false;
        if (current != null) devices.add(current);
        if (root != null) buses.add(new ObservedBus(root.bus, root.speed, null, root.ports, root.driver, null));
        current = null;
        root = null;
    }

    private static String lower(String hex) {
        return hex.toLowerCase(Locale.ROOT);
    }
}
