package dev.linkledger.probe.imports;

import dev.linkledger.probe.history.Attempt;
import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.probe.history.KernelMessage;
import dev.linkledger.probe.history.LinkHistory;
import dev.linkledger.probe.history.PortTimeline;
import dev.linkledger.probe.history.UsbLogLine;
import dev.linkledger.probe.usb.DeviceAddress;
import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads kernel log lines about USB devices, with or without {@code [12345.678]} stamps or a
 * syslog prefix. Every line about a USB device becomes a {@link KernelLogEntry}, its kind the
 * message's as {@link KernelMessage} reads it; the enumeration lines also give device facts. A
 * path's last connection is what the paste ends with, so an earlier connection at the same path
 * is replaced, and a disconnect removes it. An attempt the log shows failing (hub.c's
 * "device descriptor read/64, error -71" after its "new … USB device number N") never became a
 * device, so it leaves none behind.
 */
final class DmesgParser {
    private static final Pattern FOUND = Pattern.compile("New USB device found, idVendor=([0-9a-fA-F]{4}), idProduct=([0-9a-fA-F]{4})(?:, bcdDevice=\\s*([0-9a-fA-F]{1,2}\\.[0-9a-fA-F]{2}))?\\s*");
    /**
     * hub.c's check_superspeed() in Synology's DSM kernels (its GPL source; not in mainline): a device
     * whose bcdUSB is 2.10 or later on a root hub that is not SuperSpeed. Exactly these words: mainline's
     * check_highspeed() adds "; connect to a high speed hub" for a full-speed device on a full-speed hub.
     */
    private static final String NOT_AT_TOP_SPEED = "not running at top speed";
    private static final Pattern QUIRKS = Pattern.compile("Quirks match for vid ([0-9a-fA-F]{4}) pid ([0-9a-fA-F]{4})");
    /**
     * drivers/usb/storage/uas-detect.h uas_use_uas_driver(): "The driver for the USB controller %s does not support
     * scatter-gather which is" / "required by the UAS driver..." and "USB controller %s does not support streams, which
     * are required by the UAS driver", printed after uas_find_uas_alt_setting() found a UAS interface.
     */
    private static final Pattern UAS_HOST_UNSUPPORTED = Pattern.compile(
            "does not support scatter-gather which is|does not support streams, which are required by the UAS driver");
    /**
     * hub_port_init's errors, and the link-power lines of usb_reset_and_verify_device(), which turns
     * LPM off before the reset and on again after it: inside a UAS reset they are its device's
     * (usb_reset_device → usb_reset_and_verify_device).
     */
    private static final EnumSet<KernelMessage> RESET_ERRORS = EnumSet.of(KernelMessage.DESCRIPTOR_READ_ERROR,
            KernelMessage.ADDRESS_NOT_ACCEPTED, KernelMessage.SETUP_NO_RESPONSE, KernelMessage.CONFIG_READ_ERROR,
            KernelMessage.ENABLE_DEVICE_FAILED, KernelMessage.UNABLE_TO_ENUMERATE, KernelMessage.LINK_POWER);

    private static final Pattern BUS_REGISTERED = Pattern.compile(
            ".*?\\b(?<driver>[a-z][\\w-]*)\\s+[\\w:.-]+: new USB bus registered, assigned bus number (?<bus>\\d{1,3})\\s*");

    private final PasteText paste;
    private final Map<String, DeviceFacts> connections = new LinkedHashMap<>();
    /** The connection each path's last disconnect took away. */
    private final Map<String, DeviceFacts> gone = new HashMap<>();
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
        this.paste = paste.relined(KernelLogLines::unflattened).mended(KernelLogLines.SHAPE);
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
            if (busRegistered(text)) continue;
            UsbLogLine usb = UsbLogLine.of(text);
            if (usb == null) {
                if (KernelLogLine.hostWide(n, null, text) != null) entry(n, null, KernelMessage.HCD_INTERRUPT_DISABLED.wire(), text);
                continue;
            }
            String named = UsbLogLine.devicePath(usb.name());
            if (named != null) lastDevice = named;
            storageBinding(n, usb);
            if (!read(n, text, usb)) LineNotes.skip(notes, n, text, ImportFormat.DMESG, reasonFor(usb.message()));
        }
        tieLate();
        boundDevices();
        // the link history of the log as tied: read once, for the three passes below (none changes the log)
        List<PortTimeline> history = LinkHistory.of(log.stream().map(e -> new LinkHistory.Logged(e.text(), null)).toList());
        dropFailedAttempts(history);
        keepLoopingDevices(history);
        markFallbacks(history);
        return new SectionResult(ImportFormat.DMESG, first, List.copyOf(connections.values()), List.copyOf(buses.values()),
                List.of(), log, notes);
    }

    /**
     * A path's connection whose attempt the log shows failing is no device: hub.c's
     * {@code hub_port_connect()} released its number and tried again (or gave up). What the
     * history says of the attempt that made the connection decides.
     */
    private void dropFailedAttempts(List<PortTimeline> history) {
        for (PortTimeline port : history) {
            DeviceFacts d = connections.get(port.port());
            if (d == null || d.devnum == null || scsiHosts.tiedPaths().contains(port.port())) continue;
            List<Attempt> attempts = port.attempts();
            int made = -1;
            for (int i = 0; i < attempts.size(); i++) if (!attempts.get(i).reset() && d.devnum.equals(attempts.get(i).devnum())) made = i;
            if (made < 0 || attempts.get(made).outcome() != Attempt.Outcome.FAILED) continue;
            // a device the log shows coming through later (its "new" line cut away) is still there
            if (attempts.subList(made + 1, attempts.size()).stream().noneMatch(a -> a.outcome() == Attempt.Outcome.SUCCEEDED))
                connections.remove(port.port());
        }
    }

    /**
     * A device the paste shows dropping off and coming back again and again is still the port's
     * device when the paste ends on one of its disconnects ({@link PortTimeline#endsInReconnectLoop()}):
     * a paste of a loop stops anywhere, and the loop goes on.
     */
    private void keepLoopingDevices(List<PortTimeline> history) {
        for (PortTimeline port : history) {
            DeviceFacts last = gone.get(port.port());
            if (last != null && !connections.containsKey(port.port()) && port.endsInReconnectLoop())
                connections.put(port.port(), last);
        }
    }

    /**
     * Marks the devices that fell back from SuperSpeed to their USB 2.0 pairs ({@link SuperSpeedFallbacks}).
     * A fallback is the log's news even when the paste ends after the device was unplugged (taken out to
     * try another cable or port): it stays the port's device, with the link it fell back to, unless
     * something else came on that port since.
     */
    private void markFallbacks(List<PortTimeline> history) {
        Map<String, DeviceFacts> candidates = new LinkedHashMap<>(connections);
        gone.forEach(candidates::putIfAbsent);
        SuperSpeedFallbacks.mark(candidates, history);
        gone.forEach((path, d) -> {
            if (!connections.containsKey(path) && d.linkedBefore != null) connections.put(path, d);
        });
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

    /**
     * "xhci_hcd 0000:00:14.0: new USB bus registered, assigned bus number 3": hcd.c
     * {@code usb_add_hcd()}, a host controller's driver registering its root hub's bus. A boot log
     * of a controller without devices still shows the bus and which driver runs it.
     */
    private boolean busRegistered(String text) {
        Matcher m = BUS_REGISTERED.matcher(text);
        if (!m.matches()) return false;
        int bus = Integer.parseInt(m.group("bus"));
        if (bus < 1 || bus > PortPath.MAX_BUS) return false;
        // The bus as a device line names it (its driver only): a controller here would pair the bus with its
        // sibling root hub before the speeds are known, which the other sections of the paste tell.
        buses.putIfAbsent(bus, new ObservedBus(bus, null, null, null, m.group("driver"), null));
        return true;
    }

    private static String reasonFor(String message) {
        if (message.startsWith("New USB device found")) return "expected 'New USB device found, idVendor=vvvv, idProduct=pppp, bcdDevice=x.yy'";
        if (message.contains("USB device number")) return "expected '<new|reset> <speed> USB device number <n> using <driver>' with a speed the kernel prints";
        return "not a kernel USB line this reader knows";
    }

    /** False when a line that should carry facts does not have the kernel's shape. */
    private boolean read(int n, String text, UsbLogLine usb) {
        try {
            return readKnown(n, text, usb);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * True when the text reads as a whole kernel line about a USB device, as {@link KernelLogLines}
     * asks of a wrapped line: a fact line ({@code new … USB device number …}, {@code New USB
     * device found, …}) must have its whole shape, and so must the start of any other known kernel
     * message ({@link KernelMessage#cutShort}); any other USB or SCSI line is whole as it is.
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
        UsbLogLine usb = UsbLogLine.of(text);
        if (usb == null) return false;
        String message = usb.message();
        // hub.c's "new/reset <speed> USB device number N using <driver>", whole or cut anywhere after its first word
        if (message.matches("(new|reset)\\s.*")) return linkSpeed(message) != null;
        if (message.startsWith("New USB device found")) return FOUND.matcher(message).matches();
        // a known message cut short by the wrap ("USB disconnect," of "USB disconnect, device number 66")
        return !KernelMessage.cutShort(message.strip());
    }

    /** The speed of a whole "new/reset … USB device …" line, null for a cut one or words no speed. */
    private static LinkSpeed linkSpeed(String message) {
        KernelMessage kind = KernelMessage.of(message.strip());
        if (kind != KernelMessage.NEW_DEVICE && kind != KernelMessage.RESET_DEVICE) return null;
        Matcher m = kind.matcher(message.strip());
        return LinkSpeed.parse(m.group("speed"));
    }

    private boolean readKnown(int n, String text, UsbLogLine usb) {
        String name = usb.name();
        String message = usb.message().strip();
        String path = usb.port();
        KernelMessage kind = KernelMessage.of(message);
        if (kind == KernelMessage.NEW_DEVICE || kind == KernelMessage.RESET_DEVICE) return connection(n, text, path, kind, message);
        if (message.contains("USB device") && message.matches("(new|reset)\\s.*")) return false;
        if (message.startsWith("New USB device found")) {
            Matcher m = FOUND.matcher(message);
            if (!m.matches() || path == null) return false;
            DeviceFacts d = facts(n, path);
            d.vidPid = new VidPid(m.group(1), m.group(2));
            if (m.group(3) != null) d.bcdDevice = String.format("%04x", UsbVersion.parse(m.group(3)).bcd());
            entry(n, path, kind.wire(), text);
            return true;
        }
        if (isString(kind) && path != null && name.indexOf(':') < 0) {
            DeviceFacts d = facts(n, path);
            String value = kind.matcher(message).group("value").strip();
            switch (kind) {
                case PRODUCT -> d.product = value;
                case MANUFACTURER -> d.manufacturer = value;
                default -> d.serial = value;
            }
            entry(n, path, kind.wire(), text);
            return true;
        }
        if (kind == KernelMessage.DISCONNECT) {
            int devnum = Integer.parseInt(kind.matcher(message).group("devnum"));
            DeviceFacts d = path == null ? null : connections.get(path);
            if (d != null && (d.devnum == null || d.devnum == devnum)) gone.put(path, connections.remove(path));
            entry(n, path, kind.wire(), text);
            return true;
        }
        if (RESET_ERRORS.contains(kind) && path != null && PortPath.problem(path) == null) {
            if (kind == KernelMessage.ADDRESS_NOT_ACCEPTED) {
                int address = Integer.parseInt(kind.matcher(message).group("devnum"));
                if (DeviceAddress.problem(PortPath.busOf(path), address) == null) addresses.put(path, address);
            }
            scsiHosts.usbReset(path);
        }
        if (message.equals(NOT_AT_TOP_SPEED)) declaresUsb210(n, path);
        entry(n, path, kind != null ? kind.wire() : otherKind(message), text);
        return true;
    }

    /** DSM's "not running at top speed" ({@link #NOT_AT_TOP_SPEED}) of a connection whose bcdUSB the paste has not given. */
    private void declaresUsb210(int n, String path) {
        if (path == null || !connections.containsKey(path)) return;
        DeviceFacts d = facts(n, path);
        if (d.bcdUsb != null) return;
        d.bcdUsb = UsbVersion.USB_2_10;
        notes.add(new ObservationNote("descriptor-speed", n, path, "'" + NOT_AT_TOP_SPEED + "' is printed for a device"
                + " declaring bcdUSB 2.10 or later on a root port without SuperSpeed (Synology DSM's hub.c,"
                + " check_superspeed()): read as bcdUSB 2.10, what a USB 3 device says at high speed and LPM-capable"
                + " USB 2.0 devices say too"));
    }

    private static boolean isString(KernelMessage kind) {
        return kind == KernelMessage.PRODUCT || kind == KernelMessage.MANUFACTURER || kind == KernelMessage.SERIAL_NUMBER;
    }

    private boolean connection(int n, String text, String path, KernelMessage kind, String message) {
        Matcher m = kind.matcher(message);
        LinkSpeed speed = LinkSpeed.parse(m.group("speed"));
        if (path == null || speed == null) return false;
        int devnum = Integer.parseInt(m.group("devnum"));
        boolean reset = kind == KernelMessage.RESET_DEVICE;
        DeviceFacts d = connections.get(path);
        if (d == null || (d.devnum != null && d.devnum != devnum)) {
            connections.remove(path);
            d = new DeviceFacts(ImportFormat.DMESG.label(), n);
            connections.put(path, d);
        }
        d.seenAt(n);
        d.path = PortPath.parse(path);
        d.devnum = devnum;
        dropStaleHolderOf(path, d.path.bus(), devnum);
        d.speed = speed.speed();
        d.rxLanes = speed.rxLanes();
        d.txLanes = speed.txLanes();
        int bus = d.path.bus();
        buses.putIfAbsent(bus, new ObservedBus(bus, null, null, null, m.group("driver"), null));
        if (reset) scsiHosts.usbReset(path);
        entry(n, path, kind.wire(), text);
        return true;
    }

    /**
     * A device number belongs to one device of its bus at a time: hub.c's choose_devnum() takes a
     * free one and usb_disconnect() frees it. Another path's connection holding the number a new
     * connection got is gone, though the paste did not show its disconnect (a log across boots,
     * a grep for resets).
     */
    private void dropStaleHolderOf(String path, int bus, int devnum) {
        connections.entrySet().removeIf(e -> !e.getKey().equals(path) && e.getValue().devnum != null
                && e.getValue().devnum == devnum && e.getValue().path != null && e.getValue().path.bus() == bus);
    }

    /**
     * A storage driver's line about an interface says the driver is bound to it: the driver core
     * sets the interface's driver before calling its probe, and dev_printk() prefixes each line
     * with that driver's name ({@code usb-storage 4-5:1.0: USB Mass Storage device detected},
     * printed by usb_stor_probe1() in drivers/usb/storage/usb.c); before binding, or with no
     * driver, the prefix is the bus's name, {@code usb}. A paste with no {@code lsusb -t} still
     * says which transport a storage device runs.
     */
    private void storageBinding(int n, UsbLogLine usb) {
        if (!usb.driver().equals("usb-storage") && !usb.driver().equals("uas")) return;
        int colon = usb.name().indexOf(':');
        if (colon < 0) return;
        String device = usb.name().substring(0, colon);
        String[] configInterface = usb.name().substring(colon + 1).split("\\.");
        if (configInterface.length != 2 || PortPath.problem(device) != null || !connections.containsKey(device)) return;
        int number;
        try {
            number = Integer.parseInt(configInterface[1]);
        } catch (NumberFormatException e) {
            return;
        }
        DeviceFacts d = facts(n, device);
        if (d.interfaces.stream().noneMatch(i -> i.number() == number))
            d.interfaces.add(new ObservedInterface(number, null, null, null, usb.driver()));
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

    /** The kinds of USB lines that are not about the link: the storage drivers' own messages. */
    private static String otherKind(String message) {
        if (message.startsWith("UAS is blacklisted") || message.startsWith("UAS is ignored")) return "uas-blacklisted";
        // uas-detect.h says these only of a device with a UAS alternate setting, on a host controller that cannot drive it.
        if (UAS_HOST_UNSUPPORTED.matcher(message).find()) return "uas-host-unsupported";
        if (message.contains("USB Mass Storage device detected")) return "usb-storage";
        if (QUIRKS.matcher(message).lookingAt()) return "quirks";
        return "other";
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
