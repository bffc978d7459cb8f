package dev.linkledger.probe.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.linkledger.probe.lsusb.UsbClassNames;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.SuperSpeedPlusFields;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;

import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One device object of cyme's JSON (cyme {@code src/profiler/types.rs} {@code Device}, with its
 * {@code extra}: interfaces, hub descriptor, BOS). Numbers cyme writes as JSON numbers are ids
 * in decimal ({@code "vendor_id": 8250} is 203a); versions are {@code "2.00"} since cyme 2 and
 * {@code 2.0} before.
 *
 * @throws IllegalArgumentException from the constructor for a device with no bus or device
 *                                  number, or a port path the kernel could not have
 */
final class CymeDevice {
    private final DeviceFacts facts;
    private final boolean rootHub;

    CymeDevice(JsonNode d, int line) {
        JsonNode location = d.path("location_id");
        Integer bus = integer(location.get("bus"));
        Integer devnum = integer(location.get("number"));
        if (bus == null || devnum == null) throw new IllegalArgumentException("no location_id bus and number");
        List<Integer> positions = new ArrayList<>();
        location.path("tree_positions").forEach(p -> positions.add(p.asInt()));
        rootHub = positions.isEmpty();
        facts = new DeviceFacts(ImportFormat.CYME_JSON.label(), line);
        facts.bus = bus;
        facts.devnum = devnum;
        if (!rootHub) facts.path = new PortPath(bus, positions);
        LinkSpeed speed = speed(d);
        if (speed != null) {
            facts.speed = speed.speed();
            facts.rxLanes = speed.rxLanes();
            facts.txLanes = speed.txLanes();
        }
        facts.vidPid = VidPid.ofNullable(hex4(d.get("vendor_id")), hex4(d.get("product_id")));
        facts.bcdUsb = version(d.get("bcd_usb"));
        UsbVersion bcdDevice = version(d.get("bcd_device"));
        facts.bcdDevice = bcdDevice == null ? null : String.format("%04x", bcdDevice.bcd());
        facts.product = text(d.get("name"));
        facts.manufacturer = text(d.get("manufacturer"));
        facts.serial = text(d.get("serial_num"));
        facts.deviceClass = UsbClassNames.code(text(d.get("class")));
        facts.deviceSubClass = hex2(d.get("sub_class"));
        facts.deviceProtocol = hex2(d.get("protocol"));
        JsonNode extra = d.path("extra");
        facts.catalogName = text(extra.get("product_name"));
        facts.maxChild = integer(extra.path("hub").get("num_ports"));
        facts.interfaces.addAll(interfaces(extra));
        facts.bos = bos(extra.get("binary_object_store"));
    }

    boolean isRootHub() {
        return rootHub;
    }

    DeviceFacts facts() {
        return facts;
    }

    /** What the link runs at: the negotiated speed where cyme has it, else its device speed. */
    private static LinkSpeed speed(JsonNode d) {
        LinkSpeed negotiated = CymeJsonParser.speed(d.path("extra").get("negotiated_speed"));
        return negotiated != null ? negotiated : CymeJsonParser.speed(d.get("device_speed"));
    }

    /** Interfaces of every configuration, the first alternate setting of each number. */
    private static List<ObservedInterface> interfaces(JsonNode extra) {
        Map<Integer, ObservedInterface> byNumber = new LinkedHashMap<>();
        for (JsonNode config : extra.path("configurations")) {
            for (JsonNode i : config.path("interfaces")) {
                Integer number = integer(i.get("number"));
                if (number == null || number < 0 || number > 255) continue;
                byNumber.putIfAbsent(number, new ObservedInterface(number, UsbClassNames.code(text(i.get("class"))),
                        hex2(i.get("sub_class")), hex2(i.get("protocol")), text(i.get("driver"))));
            }
        }
        return new ArrayList<>(byNumber.values());
    }

    /** cyme's BOS: {@code capabilities} as {@code {"super-speed": {...}}} / {@code {"super-speed-plus": {...}}}. */
    private static Capability bos(JsonNode store) {
        if (store == null || !store.isObject()) return null;
        boolean superSpeed = false;
        long bestBps = 0;
        int lanes = 1;
        for (JsonNode capability : store.path("capabilities")) {
            for (Map.Entry<String, JsonNode> e : iterable(capability)) {
                String kind = e.getKey().toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
                if (kind.equals("superspeed")) superSpeed = true;
                if (kind.equals("superspeedplus")) {
                    for (JsonNode attribute : e.getValue().path("sublink_attributes")) {
                        bestBps = Math.max(bestBps, SuperSpeedPlusFields.sublinkBitsPerSecond(attribute.asLong()));
                    }
                    Integer functionality = integer(e.getValue().get("functionality_supported"));
                    if (functionality != null) lanes = SuperSpeedPlusFields.lanes(functionality);
                }
            }
        }
        int bestMbps = (int) (bestBps / 1_000_000L);
        return Capability.fromBos(bestMbps > 0 ? bestMbps * lanes : null, lanes, superSpeed);
    }

    private static Iterable<Map.Entry<String, JsonNode>> iterable(JsonNode node) {
        return node::fields;
    }

    /** A JSON number, or a numeric string as cyme also reads them. */
    static Integer integer(JsonNode v) {
        if (v == null || v.isNull()) return null;
        if (v.isIntegralNumber()) return v.asInt();
        if (v.isTextual() && v.asText().strip().matches("\\d{1,9}")) return Integer.parseInt(v.asText().strip());
        return null;
    }

    private static String hex4(JsonNode v) {
        Integer n = integer(v);
        return n == null || n < 0 || n > 0xFFFF ? null : String.format("%04x", n);
    }

    private static String hex2(JsonNode v) {
        Integer n = integer(v);
        return n == null || n < 0 || n > 0xFF ? null : String.format("%02x", n);
    }

    /** {@code "3.10"}, or older cyme's number {@code 3.1} meaning 3.10. */
    private static UsbVersion version(JsonNode v) {
        if (v == null || v.isNull()) return null;
        String text = v.isNumber() ? v.decimalValue().setScale(2, RoundingMode.HALF_UP).toPlainString() : v.asText();
        try {
            return UsbVersion.parse(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static String text(JsonNode v) {
        return v == null || !v.isTextual() || v.asText().isBlank() ? null : v.asText().strip();
    }
}
