package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One device of {@code lsusb -v}: the device descriptor, its interfaces (first alternate setting
 * of each, with every setting's endpoints from {@link EndpointSections}), the hub's port count and {@code Hub Port Status} lines ({@link HubPorts}), and the BOS
 * capabilities it declares. The BOS is judged as the
 * sysfs reader judges the binary descriptor: the SuperSpeedPlus rate times its lanes, else
 * 5 Gb/s for a SuperSpeed capability, else High-Speed for a BOS without either.
 */
final class VerboseBlock {
    private enum Section { DEVICE, CONFIG, INTERFACE, OTHER, HUB, BOS, SUPERSPEED, SUPERSPEED_PLUS, CONTAINER, QUALIFIER }

    private static final Pattern FIELD = Pattern.compile("(\\w+)(?:\\[\\d+])?\\s+(.*)");
    private static final Pattern STRING = Pattern.compile("(\\d{1,9})\\s*(.*)");
    private static final Pattern SPEED_ATTRIBUTE = Pattern.compile("Speed Attribute ID:\\s*(\\d{1,2})\\s+(.*)");
    private static final Pattern LANES = Pattern.compile("Min functional [RT]X lanes:\\s*(\\d{1,9})");
    private static final Pattern HOST_CONTROLLER_DRIVER = Pattern.compile(".*\\s(\\S+[-_]hcd)");

    private final DeviceFacts device;
    private final List<ObservationNote> notes;
    private final Map<Integer, ObservedInterface> interfaces = new LinkedHashMap<>();
    /** Every setting's endpoints, read apart (the device-farm budget's part of this block). */
    private final EndpointSections endpoints = new EndpointSections();
    private Section section = Section.DEVICE;
    private Integer interfaceNumber;
    private Integer alternate;
    private String[] interfaceCodes = new String[3];
    private boolean hasBos;
    private boolean superSpeed;
    private int bestSublinkMbps;
    private int lanes = 1;
    /** The SuperSpeedPlus capability's sublink speed attributes, id to Mb/s, as {@code Ext Status} names them. */
    private final Map<Integer, Integer> sublinkMbps = new LinkedHashMap<>();
    private final List<HubPortStatus> portStatuses = new ArrayList<>();
    private final int headerLine;
    /** The hub descriptor's bDescriptorType and its line: 0x29 (USB 2.0) or 0x2a (SuperSpeed) on a readable one. */
    private Integer hubDescriptorType;
    private int hubDescriptorLine;

    VerboseBlock(int headerLine, int bus, int devnum, String vidPid, List<ObservationNote> notes) {
        this.device = new DeviceFacts(ImportFormat.LSUSB_V.label(), headerLine);
        this.headerLine = headerLine;
        this.device.bus = bus;
        this.device.devnum = devnum;
        this.device.vidPid = VidPid.parse(vidPid);
        this.notes = notes;
    }

    void accept(int n, String line) {
        String text = line.strip();
        if (text.isEmpty()) return;
        device.seenAt(n);
        endpoints.accept(n, text, notes);
        if (enterSection(text)) return;
        try {
            if (hasBos && text.startsWith("** UNRECOGNIZED:")) {
                unrecognizedCapability(text);
                return;
            }
            if (text.startsWith("Negotiated speed")) {
                device.speed = UsbText.negotiated(text);
                return;
            }
            switch (section) {
                case DEVICE -> deviceField(text);
                case INTERFACE -> interfaceField(text);
                case HUB -> hubLine(n, text);
                case SUPERSPEED -> superSpeed |= text.startsWith("Device can operate at SuperSpeed");
                case SUPERSPEED_PLUS -> superSpeedPlus(text);
                case CONTAINER -> containerId(text);
                default -> { }
            }
        } catch (IllegalArgumentException e) {
            LineNotes.skip(notes, n, text, ImportFormat.LSUSB_V, e.getMessage());
        }
    }

    private boolean enterSection(String text) {
        Section next = switch (text) {
            case "Device Descriptor:" -> Section.DEVICE;
            case "Configuration Descriptor:" -> Section.CONFIG;
            case "Interface Descriptor:" -> Section.INTERFACE;
            case "Hub Descriptor:" -> Section.HUB;
            case "Binary Object Store Descriptor:" -> Section.BOS;
            case "SuperSpeed USB Device Capability:" -> Section.SUPERSPEED;
            case "SuperSpeedPlus USB Device Capability:" -> Section.SUPERSPEED_PLUS;
            case "Container ID Device Capability:" -> Section.CONTAINER;
            default -> text.startsWith("Device Qualifier") ? Section.QUALIFIER
                    : text.endsWith("Descriptor:") || text.endsWith("Capability:") || text.startsWith("Device Status:") ? Section.OTHER : null;
        };
        if (next == null) return false;
        closeInterface();
        if (next == Section.BOS) hasBos = true;
        if (next == Section.INTERFACE) {
            interfaceNumber = null;
            alternate = null;
            interfaceCodes = new String[3];
        }
        section = next;
        return true;
    }

    private void deviceField(String text) {
        Matcher f = FIELD.matcher(text);
        if (!f.matches()) return;
        String value = f.group(2);
        switch (f.group(1)) {
            case "bcdUSB" -> device.bcdUsb = UsbVersion.parse(UsbText.firstToken(value));
            case "bDeviceClass" -> device.deviceClass = UsbText.decimalClass(value);
            case "bDeviceSubClass" -> device.deviceSubClass = UsbText.decimalClass(value);
            case "bDeviceProtocol" -> device.deviceProtocol = UsbText.decimalClass(value);
            case "idVendor" -> checkId(UsbText.hexId(value), device.vidPid.vendorId(), "idVendor");
            case "idProduct" -> checkId(UsbText.hexId(value), device.vidPid.productId(), "idProduct");
            case "bcdDevice" -> device.bcdDevice = UsbText.bcdDevice(value);
            case "bMaxPacketSize0" -> device.maxPacketSize0 = Integer.parseInt(UsbText.firstToken(value));
            case "iManufacturer" -> device.manufacturer = string(value);
            case "iProduct" -> device.product = string(value);
            case "iSerial" -> device.serial = string(value);
            default -> { }
        }
    }

    private static void checkId(String printed, String fromHeader, String field) {
        if (!printed.equals(fromHeader)) throw new IllegalArgumentException(field + " " + printed + " differs from the header's " + fromHeader);
    }

    /** {@code 2 USB to PCIE Bridge}: the string index, then the string; index 0 means none. */
    private static String string(String value) {
        Matcher m = STRING.matcher(value.strip());
        if (!m.matches()) throw new IllegalArgumentException("expected '<index> <string>'");
        return m.group(1).equals("0") || m.group(2).isBlank() ? null : m.group(2).strip();
    }

    private void interfaceField(String text) {
        Matcher f = FIELD.matcher(text);
        if (!f.matches()) return;
        String value = f.group(2);
        switch (f.group(1)) {
            case "bInterfaceNumber" -> interfaceNumber = Integer.parseInt(UsbText.firstToken(value));
            case "bAlternateSetting" -> alternate = Integer.parseInt(UsbText.firstToken(value));
            case "bInterfaceClass" -> interfaceCodes[0] = UsbText.decimalClass(value);
            case "bInterfaceSubClass" -> interfaceCodes[1] = UsbText.decimalClass(value);
            case "bInterfaceProtocol" -> interfaceCodes[2] = UsbText.decimalClass(value);
            default -> { }
        }
    }

    /** The first alternate setting seen is the interface's; lsusb -v cannot tell which driver is bound. */
    private void closeInterface() {
        if (section != Section.INTERFACE || interfaceNumber == null) return;
        if (alternate == null || alternate == 0 || !interfaces.containsKey(interfaceNumber)) {
            interfaces.putIfAbsent(interfaceNumber, new ObservedInterface(interfaceNumber, interfaceCodes[0], interfaceCodes[1], interfaceCodes[2], null));
        }
        interfaceNumber = null;
    }

    /** The hub descriptor's port count, then the {@code Hub Port Status} lines and their {@code Ext Status}. */
    private void hubLine(int n, String text) {
        HubPortStatus port = HubPortStatus.parse(n, text);
        if (port != null) {
            portStatuses.add(port);
        } else if (text.startsWith("RX Speed Attribute ID") && !portStatuses.isEmpty()) {
            int last = portStatuses.size() - 1;
            portStatuses.set(last, portStatuses.get(last).withExtStatus(text));
        } else {
            hubField(n, text);
        }
    }

    private void hubField(int n, String text) {
        Matcher f = FIELD.matcher(text);
        if (!f.matches()) return;
        if (f.group(1).equals("bDescriptorType") && hubDescriptorType == null) {
            hubDescriptorType = Integer.parseInt(UsbText.firstToken(f.group(2)));
            hubDescriptorLine = n;
        }
        // usbutils before 015 misspelt the field "nNbrPorts".
        if ((f.group(1).equals("bNbrPorts") || f.group(1).equals("nNbrPorts")) && hubDescriptorReadable()) {
            device.maxChild = Integer.parseInt(UsbText.firstToken(f.group(2)));
        }
    }

    /**
     * A hub descriptor is of type 0x29 (USB 2.0 11.23.2.1) or 0x2a (USB 3.2 10.15.2.1). Real dumps hold
     * root hubs whose "Hub Descriptor" lsusb printed with another type and a port count of 154: bytes
     * that are no hub descriptor, so neither its port count nor the port statuses lsusb read by that
     * count are taken.
     */
    private boolean hubDescriptorReadable() {
        return hubDescriptorType == null || hubDescriptorType == 0x29 || hubDescriptorType == 0x2a;
    }

    private void superSpeedPlus(String text) {
        Matcher m = SPEED_ATTRIBUTE.matcher(text);
        if (m.matches()) {
            UsbSpeed rate = UsbText.rate(m.group(2));
            if (rate == null) throw new IllegalArgumentException("no rate in the speed attribute");
            int mbps = (int) Math.round(rate.mbps());
            bestSublinkMbps = Math.max(bestSublinkMbps, mbps);
            sublinkMbps.putIfAbsent(Integer.parseInt(m.group(1)), mbps);
            return;
        }
        Matcher l = LANES.matcher(text);
        if (l.matches()) lanes = Math.max(lanes, Integer.parseInt(l.group(1)));
    }

    /**
     * A BOS capability lsusb printed as bytes ({@code ** UNRECOGNIZED:  1c 10 0a 00 23 00 ...}), as usbutils
     * does for a capability type it does not decode. A SuperSpeedPlus capability (bDevCapabilityType 0x0a)
     * is read from its bytes as lsusb's dump_ssp_device_capability_desc reads them (USB 3.2 9.6.2.5):
     * bmAttributes' low five bits count the sublink speed attributes less one; each attribute, from
     * byte 12, holds its id in bits 3:0, the exponent of its mantissa in bits 5:4 (b/s, Kb/s, Mb/s, Gb/s)
     * and the mantissa in bits 31:16; wFunctionalitySupport's bits 11:8 and 15:12 are the minimum RX and
     * TX lanes.
     */
    private void unrecognizedCapability(String text) {
        String[] hex = text.substring("** UNRECOGNIZED:".length()).strip().split("\\s+");
        int[] b = new int[hex.length];
        for (int i = 0; i < hex.length; i++) b[i] = Integer.parseInt(hex[i], 16);
        if (b.length < 12 || b[1] != 0x10 || b[2] != 0x0a) return;
        int count = (le32(b, 4) & 0x1f) + 1;
        if (b.length < 12 + 4 * count) throw new IllegalArgumentException("a SuperSpeedPlus capability shorter than its " + count + " attributes");
        int functionality = b[8] | b[9] << 8;
        lanes = Math.max(lanes, Math.max((functionality >> 8) & 0xf, (functionality >> 12) & 0xf));
        for (int i = 0; i < count; i++) {
            int attribute = le32(b, 12 + 4 * i);
            double scale = switch ((attribute >> 4) & 0x3) {
                case 0 -> 1e-6;
                case 1 -> 1e-3;
                case 2 -> 1;
                default -> 1000;
            };
            int mbps = (int) Math.round(((attribute >>> 16) & 0xffff) * scale);
            bestSublinkMbps = Math.max(bestSublinkMbps, mbps);
            sublinkMbps.putIfAbsent(attribute & 0xf, mbps);
        }
    }

    private static int le32(int[] b, int at) {
        return b[at] | b[at + 1] << 8 | b[at + 2] << 16 | b[at + 3] << 24;
    }

    private void containerId(String text) {
        Matcher f = FIELD.matcher(text);
        if (f.matches() && f.group(1).equals("ContainerID")) device.containerId = f.group(2).strip();
    }

    /** The hub's ports with their links, null for a device that is no hub or whose port status lsusb could not read. */
    HubPorts hubPorts() {
        if (portStatuses.isEmpty()) return null;
        if (!hubDescriptorReadable()) {
            notes.add(new ObservationNote("port-status", hubDescriptorLine, "bus " + device.bus, "lsusb -v printed bus " + device.bus
                    + " device " + device.devnum + "'s hub descriptor with bDescriptorType " + hubDescriptorType
                    + ", not a hub descriptor's 41 or 42: its port count and Hub Port Status are not read"));
            return null;
        }
        Capability c = capability();
        Integer best = c == null || !UsbSpeed.superSpeed(c.maxSpeedMbps()) ? null : c.maxSpeedMbps();
        return HubPorts.of(device.bus, device.devnum, headerLine, device.bcdUsb, sublinkMbps, best, portStatuses);
    }

    boolean isRootHub() {
        return device.devnum == 1;
    }

    /** A block with nothing beyond its header says no more than a plain lsusb line; it is still a device. */
    boolean usable() {
        return device.devnum > 0 && device.bus > 0;
    }

    DeviceFacts device() {
        closeInterface();
        device.interfaces.addAll(endpoints.attachTo(interfaces.values()));
        device.bos = capability();
        return device;
    }

    /**
     * A root hub's speed is its controller's offer: the negotiated line, else what its BOS
     * declares, else what the kernel's root hub descriptor says by its bcdUSB; its driver ends
     * its manufacturer string ({@code Linux 6.12.21 xhci-hcd}).
     */
    ObservedBus bus() {
        Capability c = capability();
        UsbSpeed speed = device.speed != null ? device.speed
                : c != null ? UsbSpeed.ofMbps(c.maxSpeedMbps()) : RootHubs.speed(device.bcdUsb);
        Matcher hcd = device.manufacturer == null ? null : HOST_CONTROLLER_DRIVER.matcher(device.manufacturer);
        return new ObservedBus(device.bus, speed, null, device.maxChild, hcd != null && hcd.matches() ? hcd.group(1) : null, null);
    }

    private Capability capability() {
        if (!hasBos) return null;
        return Capability.fromBos(bestSublinkMbps * lanes, lanes, superSpeed);
    }
}
