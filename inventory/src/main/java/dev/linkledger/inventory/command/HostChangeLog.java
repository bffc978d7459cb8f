package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.KernelLogLineRecordedEvent;
import dev.linkledger.inventory.command.HostTopology.Stamp;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.DeviceAddress;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What a run of events changed in a host's rows, as {@link HostTopology} applied them: the keys of
 * the current-state rows to write again from the fold (or delete when it no longer has them), and
 * the history rows (connections, kernel log lines) the events opened, closed or placed. Changes to
 * one key coalesce, so a host's whole history gives its final rows (a rebuild) and one write gives
 * the few rows it touched.
 */
public final class HostChangeLog {
    private boolean host;
    private final Set<String> controllers = new LinkedHashSet<>();
    private final Set<Integer> buses = new LinkedHashSet<>();
    private final Set<String> ports = new LinkedHashSet<>();
    private final Set<String> devices = new LinkedHashSet<>();
    private final Set<DeviceAddress> unplaced = new LinkedHashSet<>();
    private final Set<String> routers = new LinkedHashSet<>();
    /** Connections opened by these events, by the event that opened them, with what later events did to them. */
    private final Map<String, Connection> opened = new LinkedHashMap<>();
    /** Connections opened before these events that they closed: opening event -> closing stamp. */
    private final Map<String, Stamp> closed = new LinkedHashMap<>();
    /** Connections opened before these events that they placed at a path: opening event -> path. */
    private final Map<String, String> placed = new LinkedHashMap<>();
    private final Map<String, KernelLine> kernelLines = new LinkedHashMap<>();

    /** One connection of a device, from connect to disconnect: a row of the host's history. */
    public record Connection(String hostId, String connectedEvent, String path, Integer devnum, String vendorId,
                             String productId, String serial, BigDecimal speedMbps, Instant connectedAt,
                             String disconnectedEvent, Instant disconnectedAt) {
        Connection closedBy(Stamp by) {
            return new Connection(hostId, connectedEvent, path, devnum, vendorId, productId, serial, speedMbps, connectedAt,
                    by.id(), by.at());
        }

        Connection at(String newPath) {
            return new Connection(hostId, connectedEvent, newPath, devnum, vendorId, productId, serial, speedMbps, connectedAt,
                    disconnectedEvent, disconnectedAt);
        }
    }

    /** A kernel log line on record, keyed by the event that recorded it. */
    public record KernelLine(String eventId, String hostId, String observationId, Instant observedAt, String devicePath,
                             String kind, String text, Instant eventAt, Integer line) {
    }

    void host() {
        host = true;
    }

    void controller(String id) {
        controllers.add(id);
    }

    void bus(int bus) {
        buses.add(bus);
    }

    void port(String id) {
        ports.add(id);
    }

    void device(String path) {
        devices.add(path);
    }

    void unplaced(DeviceAddress address) {
        unplaced.add(address);
    }

    void router(String name) {
        routers.add(name);
    }

    void connectionOpened(String hostId, ObservedDevice d, Stamp stamp) {
        opened.put(stamp.id(), new Connection(hostId, stamp.id(), d.path(), d.devnum(), d.vendorId(), d.productId(),
                d.serial(), d.speedMbps() == null ? null : d.speedMbps().decimal(), stamp.at(), null, null));
    }

    void connectionClosed(String connectedEvent, Stamp by) {
        Connection pending = opened.get(connectedEvent);
        if (pending != null) opened.put(connectedEvent, pending.closedBy(by));
        else closed.putIfAbsent(connectedEvent, by);
    }

    void connectionPlaced(String connectedEvent, String path) {
        Connection pending = opened.get(connectedEvent);
        if (pending != null) opened.put(connectedEvent, pending.at(path));
        else placed.put(connectedEvent, path);
    }

    void kernelLine(KernelLogLineRecordedEvent e, Stamp stamp) {
        kernelLines.put(stamp.id(), new KernelLine(stamp.id(), e.hostId(), e.observationId(), e.observedAt(),
                e.devicePath(), e.kind(), e.text(), stamp.at(), e.line()));
    }

    public boolean hostChanged() {
        return host;
    }

    public Set<String> controllers() {
        return controllers;
    }

    public Set<Integer> buses() {
        return buses;
    }

    public Set<String> ports() {
        return ports;
    }

    public Set<String> devices() {
        return devices;
    }

    public Set<DeviceAddress> unplaced() {
        return unplaced;
    }

    public Set<String> routers() {
        return routers;
    }

    public Iterable<Connection> opened() {
        return opened.values();
    }

    public Map<String, Stamp> closed() {
        return closed;
    }

    public Map<String, String> placed() {
        return placed;
    }

    public Iterable<KernelLine> kernelLines() {
        return kernelLines.values();
    }
}
