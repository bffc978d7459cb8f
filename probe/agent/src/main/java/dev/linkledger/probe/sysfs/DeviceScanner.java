package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.PortPath;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the device directories ({@code B-P.P}) with their hub ports. A farm's scan is thousands
 * of small blocking reads, so many devices are read in a few slices at once; each slice has its
 * own attribute reader, and results are merged in slice order so a scan stays deterministic.
 */
final class DeviceScanner {
    /** Below this a single thread is faster than handing out work. */
    private static final int SEQUENTIAL_BELOW = 64;
    private static final int MAX_SLICES = 4;

    record Result(List<ObservedDevice> devices, List<ObservedPort> ports, List<ObservationNote> notes) {
    }

    private final Path root;
    private final CapabilityResolver resolver;

    DeviceScanner(Path root, CapabilityResolver resolver) {
        this.root = root;
        this.resolver = resolver;
    }

    Result scan(List<Path> entries) {
        int slices = entries.size() < SEQUENTIAL_BELOW ? 1 : Math.min(MAX_SLICES, Runtime.getRuntime().availableProcessors());
        List<List<Path>> parts = new ArrayList<>();
        int size = (entries.size() + slices - 1) / Math.max(1, slices);
        for (int from = 0; from < entries.size(); from += size) parts.add(entries.subList(from, Math.min(entries.size(), from + size)));
        List<Result> results = (parts.size() > 1 ? parts.parallelStream() : parts.stream()).map(this::slice).toList();
        Result all = new Result(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (Result r : results) {
            all.devices().addAll(r.devices());
            all.ports().addAll(r.ports());
            all.notes().addAll(r.notes());
        }
        return all;
    }

    private Result slice(List<Path> entries) {
        Result result = new Result(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        SysfsAttributes attrs = new SysfsAttributes(root, result.notes());
        DeviceReader deviceReader = new DeviceReader(attrs, resolver);
        PortReader portReader = new PortReader(attrs);
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            try {
                PortPath path = PortPath.parse(name);
                ObservedDevice device = deviceReader.read(entry, path);
                result.devices().add(device);
                // Only hubs have ports; listing every device's directory for them would be a third of a farm scan.
                if (device.maxChild() == null || device.maxChild() > 0) result.ports().addAll(portReader.read(entry, name, path.bus()));
            } catch (IllegalArgumentException e) {
                attrs.note("malformed", entry, e.getMessage());
            }
        }
        return result;
    }
}
