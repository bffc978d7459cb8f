package dev.linkledger.probe.imports;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code cyme --json}: its tree ({@code {"buses": [...]}}, each bus's devices nested under
 * their hubs) or its list ({@code [device, ...]}). A device's {@code location_id} gives bus,
 * {@code tree_positions} (the port path; empty for the root hub, which cyme 2 lists as a device
 * of its bus) and {@code number} (the device number). Older cyme wrote versions as numbers
 * ({@code 2.0}) and class names in another spelling; both are read. {@link CymeDevice} reads
 * one device's fields. The JSON may sit inside prose: it starts at the first line that opens a
 * value Jackson can read whole.
 */
final class CymeJsonParser {
    private static final ObjectMapper JSON = new ObjectMapper().configure(JsonParser.Feature.AUTO_CLOSE_SOURCE, true);
    private static final Pattern HCD = Pattern.compile(".*\\s(\\S+[-_]hcd)\\s*");
    /** Bounds the tries on a paste that is mostly not JSON. */
    private static final int MAX_STARTS = 20;

    private final List<DeviceFacts> devices = new ArrayList<>();
    private final Map<Integer, ObservedBus> buses = new TreeMap<>();
    private final List<ObservationNote> notes = new ArrayList<>();
    private int line;

    private CymeJsonParser() {
    }

    static SectionResult parse(PasteText paste) {
        return new CymeJsonParser().run(paste);
    }

    private SectionResult run(PasteText paste) {
        JsonNode root = findJson(paste);
        if (root != null) {
            if (root.isObject() && root.path("buses").isArray()) root.get("buses").forEach(this::bus);
            else root.forEach(d -> device(d, null));
        }
        boolean found = !devices.isEmpty() || !buses.isEmpty();
        return new SectionResult(ImportFormat.CYME_JSON, found ? line : 0, devices, List.copyOf(buses.values()), List.of(), List.of(), notes);
    }

    /** The first cyme-shaped JSON value in the paste, or null. */
    private JsonNode findJson(PasteText paste) {
        int tries = 0;
        for (int n = 1; n <= paste.size() && tries < MAX_STARTS; n++) {
            String text = paste.line(n).strip();
            if (!text.startsWith("{") && !text.startsWith("[")) continue;
            tries++;
            JsonNode node = read(paste, n);
            if (node != null && cymeShaped(node)) {
                line = n;
                return node;
            }
        }
        return null;
    }

    private static JsonNode read(PasteText paste, int from) {
        StringBuilder rest = new StringBuilder();
        for (int n = from; n <= paste.size(); n++) rest.append(paste.line(n)).append('\n');
        try (JsonParser parser = JSON.createParser(rest.toString())) {
            return JSON.readTree(parser);
        } catch (JsonProcessingException e) {
            return null;
        } catch (IOException e) {
            return null;
        }
    }

    private static boolean cymeShaped(JsonNode node) {
        if (node.isObject()) return node.path("buses").isArray();
        return node.isArray() && !node.isEmpty() && node.get(0).has("location_id");
    }

    private void bus(JsonNode bus) {
        Integer number = CymeDevice.integer(bus.get("usb_bus_number"));
        if (number != null && number > 0 && number <= PortPath.MAX_BUS) {
            buses.putIfAbsent(number, new ObservedBus(number, null, null, null, driver(bus.path("host_controller").asText(null)), null));
        }
        bus.path("devices").forEach(d -> device(d, bus));
    }

    private void device(JsonNode node, JsonNode bus) {
        if (!node.isObject()) return;
        try {
            CymeDevice d = new CymeDevice(node, line);
            if (d.isRootHub()) {
                rootHub(d);
            } else {
                devices.add(d.facts());
            }
        } catch (IllegalArgumentException e) {
            LineNotes.skip(notes, line, node.path("name").asText("a device"), ImportFormat.CYME_JSON, e.getMessage());
        }
        node.path("devices").forEach(child -> device(child, bus));
    }

    /** cyme 2 lists the root hub as a device with no tree position: its speed is the bus's. */
    private void rootHub(CymeDevice d) {
        DeviceFacts f = d.facts();
        ObservedBus known = buses.get(f.bus);
        String driver = known != null && known.driver() != null ? known.driver() : driver(f.manufacturer);
        UsbSpeed speed = f.speed != null ? f.speed : f.bcdUsb == null ? null : RootHubs.speed(f.bcdUsb);
        buses.put(f.bus, new ObservedBus(f.bus, speed, f.rxLanes, f.maxChild, driver, null));
    }

    /** {@code Linux 6.0.9-arch1-1 ehci_hcd} → {@code ehci_hcd}. */
    private static String driver(String hostController) {
        if (hostController == null) return null;
        Matcher m = HCD.matcher(hostController);
        return m.matches() ? m.group(1) : null;
    }

    /** For the speed text cyme prints; null when it names none. */
    static LinkSpeed speed(JsonNode value) {
        return value == null || !value.isTextual() ? null : LinkSpeed.parse(value.asText());
    }
}
