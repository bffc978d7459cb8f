package dev.linkledger.advisor.web.history;

import dev.linkledger.advisor.web.verdict.EventLink;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.KernelLogLineRecordedEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.query.EventHistory;
import dev.linkledger.inventory.query.MeasurementView;
import dev.linkledger.inventory.rest.MeasurementResource;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.UsbSpeed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.DomainEventMessage;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Folds a host's stored events into the speed history of one device (wherever it was plugged on the host)
 * or one connector (its kernel port names): connects and speed changes set the speed, disconnects end it. A downgrade is a speed change to
 * less, or the same device (vid:pid and serial) coming back slower than it last ran; the kernel lines
 * about that path in the ten minutes before are its likely cause, cited with it.
 */
@ApplicationScoped
public class SpeedHistories {
    static final Duration KERNEL_WINDOW = Duration.ofMinutes(10);

    @Inject
    EventHistory history;
    @Inject
    MeasurementResource measurements;

    /**
     * The device at {@code path} (its last connection there) wherever it was on this host: by vid:pid and
     * serial, so its time on another port counts; a device without an identity, by its path.
     */
    public SpeedHistory ofDevice(String hostId, String path) {
        List<DomainEventMessage<?>> events = history.messages(hostId);
        String identity = events.stream().map(DomainEventMessage::getPayload)
                .filter(p -> p instanceof DeviceConnectedEvent e && path.equals(e.device().path()))
                .map(p -> identity(((DeviceConnectedEvent) p).device())).reduce((a, b) -> b).orElse(path);
        List<MeasurementView> runs = measurements.list(hostId, null).stream().filter(m -> path.equals(m.devicePath())).toList();
        return fold(hostId, "device", path, events, d -> identity.equals(identity(d)), runs);
    }

    public SpeedHistory ofConnector(String hostId, Set<String> portIds) {
        List<MeasurementView> runs = measurements.list(hostId, null).stream()
                .filter(m -> m.portId() != null && portIds.contains(m.portId())).toList();
        return fold(hostId, "connector", String.join(" + ", portIds.stream().sorted().toList()), history.messages(hostId),
                d -> d.portId() != null && portIds.contains(d.portId()), runs);
    }

    /** @param wanted the connections to follow, by the device as it connected */
    static SpeedHistory fold(String hostId, String kind, String subject, List<DomainEventMessage<?>> events,
                             Predicate<ObservedDevice> wanted, List<MeasurementView> runs) {
        List<SpeedHistory.LinkPoint> links = new ArrayList<>();
        List<SpeedHistory.Downgrade> downgrades = new ArrayList<>();
        Map<String, ObservedDevice> onPath = new HashMap<>();
        Map<String, Double> lastSpeedOf = new HashMap<>();
        // A paste records a reconnect and the kernel's lines about it together, in either order.
        List<DomainEventMessage<?>> kernel = events.stream().filter(m -> m.getPayload() instanceof KernelLogLineRecordedEvent).toList();
        for (DomainEventMessage<?> m : events) {
            Instant at = EventHistory.happenedAt(m);
            Object p = m.getPayload();
            if (p instanceof DeviceConnectedEvent e && e.device().placed()) {
                ObservedDevice d = e.device();
                onPath.put(d.path(), d);
                if (!wanted.test(d)) continue;
                Double speed = mbps(d.speedMbps());
                String identity = identity(d);
                Double before = lastSpeedOf.get(identity);
                links.add(new SpeedHistory.LinkPoint(at, speed, d.path(), name(d), link(m)));
                if (speed != null && before != null && speed < before) {
                    downgrades.add(new SpeedHistory.Downgrade(at, before, speed, d.path(), "came back slower after a reconnect",
                            link(m), lines(kernel, d.path(), at)));
                }
                if (speed != null) lastSpeedOf.put(identity, speed);
            } else if (p instanceof LinkSpeedChangedEvent e) {
                ObservedDevice d = onPath.get(e.path());
                if (d == null || !wanted.test(d)) continue;
                Double from = mbps(e.fromSpeed());
                Double to = mbps(e.toSpeed());
                links.add(new SpeedHistory.LinkPoint(at, to, e.path(), name(d), link(m)));
                if (from != null && to != null && to < from) {
                    downgrades.add(new SpeedHistory.Downgrade(at, from, to, e.path(), "the link renegotiated slower", link(m),
                            lines(kernel, e.path(), at)));
                }
                if (to != null) lastSpeedOf.put(identity(d), to);
            } else if (p instanceof DeviceDisconnectedEvent e && e.path() != null) {
                ObservedDevice d = onPath.remove(e.path());
                if (d == null || !wanted.test(d)) continue;
                links.add(new SpeedHistory.LinkPoint(at, null, e.path(), name(d), link(m)));
            }
        }
        List<SpeedHistory.Run> points = runs.stream().sorted(Comparator.comparing(MeasurementView::startedAt))
                .map(r -> new SpeedHistory.Run(r.startedAt(), r.mbps(), r.status(), r.devicePath(), r.ceilingMBps())).toList();
        return new SpeedHistory(SpeedHistory.SCHEMA, hostId, kind, subject, links, downgrades, points);
    }

    /** The device's identity across reconnects: vid:pid and serial, else its path. */
    private static String identity(ObservedDevice d) {
        return d.vendorId() == null ? d.path() : d.vendorId() + ":" + d.productId() + ":" + Objects.toString(d.serial(), "");
    }

    private static Double mbps(UsbSpeed speed) {
        return speed == null || !speed.numeric() ? null : speed.mbps();
    }

    private static String name(ObservedDevice d) {
        String name = (Objects.toString(d.manufacturer(), "") + " " + Objects.toString(d.product(), "")).trim();
        return name.isEmpty() ? (d.vendorId() == null ? d.path() : d.vendorId() + ":" + d.productId()) : name;
    }

    private static EventLink link(DomainEventMessage<?> m) {
        Object source = m.getMetaData().get("source");
        return new EventLink(m.getIdentifier(), m.getPayloadType().getSimpleName(), EventHistory.happenedAt(m),
                source == null ? null : source.toString());
    }

    /** The kernel's lines about {@code path} in the window before {@code at}, oldest first. */
    private static List<String> lines(List<DomainEventMessage<?>> kernel, String path, Instant at) {
        Instant from = at.minus(KERNEL_WINDOW);
        return kernel.stream().filter(m -> m.getPayload() instanceof KernelLogLineRecordedEvent k && path.equals(k.devicePath()))
                .filter(m -> {
                    Instant t = EventHistory.happenedAt(m);
                    return !t.isAfter(at) && !t.isBefore(from);
                })
                .map(m -> ((KernelLogLineRecordedEvent) m.getPayload()).text()).toList();
    }
}
