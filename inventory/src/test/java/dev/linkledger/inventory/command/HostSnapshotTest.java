package dev.linkledger.inventory.command;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.inventory.api.LabelPortCommand;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.inventory.axon.StoreSerializer;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.SimpleEventBus;
import org.axonframework.modelling.command.inspection.AggregateModel;
import org.axonframework.modelling.command.inspection.AnnotatedAggregate;
import org.axonframework.modelling.command.inspection.AnnotatedAggregateMetaModelFactory;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.inventory.command.Seed000Desktop.AT;
import static dev.linkledger.inventory.command.Seed000Desktop.HOST;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A Host restored from its JSON snapshot and the events after it is the Host sourced from its
 * whole history: the same state, and the same answer to the next command.
 */
class HostSnapshotTest {
    private static final AggregateModel<Host> MODEL = AnnotatedAggregateMetaModelFactory.inspectAggregate(Host.class);
    private static final ObjectMapper JSON = StoreSerializer.objectMapper();

    @Test
    void hostRestoredFromASnapshotEqualsTheHostSourcedFromAllItsEvents() throws Exception {
        List<EventMessage<?>> history = record(historyOfChurn());
        assertThat(history).hasSizeGreaterThan(20);

        for (int cut : new int[]{1, history.size() / 3, history.size() / 2, history.size() - 1}) {
            Host sourced = source(history);
            Host atCut = source(history.subList(0, cut));
            Host restored = JSON.readValue(JSON.writeValueAsString(atCut), Host.class);
            history.subList(cut, history.size()).forEach(e -> MODEL.publish(e, restored));

            assertThat(JSON.writeValueAsString(restored)).as("state after a snapshot at event %d", cut)
                    .isEqualTo(JSON.writeValueAsString(sourced));
            assertThat(payloads(nextAnswer(restored))).as("the next command after a snapshot at event %d", cut)
                    .isEqualTo(payloads(nextAnswer(sourced)));
        }
    }

    @Test
    void restoredHostKeepsDevicePathsInKernelOrder() throws Exception {
        Host sourced = source(record(historyOfChurn()));
        Host restored = JSON.readValue(JSON.writeValueAsString(sourced), Host.class);
        assertThat(restoredTopology(restored).devices().keySet()).containsExactlyElementsOf(restoredTopology(sourced).devices().keySet());
        var devices = HostTopology.class.getDeclaredField("devices");
        devices.setAccessible(true);
        assertThat(((java.util.TreeMap<?, ?>) devices.get(restoredTopology(restored))).comparator()).isSameAs(dev.linkledger.probe.usb.PortPath.TEXT_ORDER);
    }

    /**
     * Connects, disconnects, speed changes, unplaced devices stated, restated and located, kernel
     * log lines and a label: every kind of state the Host keeps.
     */
    private static List<Object> historyOfChurn() {
        List<Object> commands = new ArrayList<>();
        commands.add(observe("o-0", AT, "not-attached", List.of()));
        for (int i = 1; i <= 6; i++) {
            Instant at = AT.plusSeconds(60L * i);
            UsbSpeed speed = UsbSpeed.parse(i % 2 == 0 ? "10000" : "480");
            List<ObservedDevice> devices = i % 3 == 0 ? List.of()
                    : new ArrayList<>(List.of(Seed000Desktop.enclosure(4 + i, speed, new Capability(10000, 1, "bos"), "uas"), hubChild(i)));
            if (i == 1 || i == 2 || i == 4) devices.add(unplacedStick(i == 2 ? new Capability(5000, 1, "bos") : Capability.unknown()));
            if (i == 5) devices.add(unplacedStick(Capability.unknown()).at("1-2"));
            commands.add(observe("o-" + i, at, devices.isEmpty() ? "not-attached" : "configured", devices));
        }
        commands.add(withKernelLog("o-log", AT.plusSeconds(1000)));
        commands.add(new LabelPortCommand(HOST, "usb4-port2", List.of("front USB-C")));
        return commands;
    }

    /** A stick a whole lsusb -v showed on bus 1 without its path. */
    private static ObservedDevice unplacedStick(Capability capability) {
        return new ObservedDevice(null, 1, 9, null, null, UsbSpeed.parse("5000"), null, null, "3.20", "0781", "5583",
                "0100", "00", "00", "00", "SanDisk", "Ultra Fit", null, null, null, capability,
                List.of(new ObservedInterface(0, "08", "06", "50", null)), null, null, null);
    }

    private static ObservedDevice hubChild(int i) {
        ObservedDevice e = Seed000Desktop.enclosure(20 + i, UsbSpeed.parse("480"), new Capability(480, 1, "bcdUSB"), "usb-storage");
        return new ObservedDevice("3-1", 3, 20 + i, "usb3", "usb3-port1", e.speedMbps(), 1, 1, "2.00", "0781", "5567",
                "0100", "00", "00", "00", "SanDisk", "Cruzer Blade", "4C53" + i, 0, "removable", e.capability(), e.interfaces());
    }

    private static RecordObservationCommand observe(String id, Instant at, String state, List<ObservedDevice> devices) {
        return new RecordObservationCommand(HOST, Seed000Desktop.observation(id, at, state, devices));
    }

    private static RecordObservationCommand withKernelLog(String id, Instant at) {
        Observation o = Seed000Desktop.observation(id, at, "configured", List.of(Seed000Desktop.enclosure()));
        return new RecordObservationCommand(HOST, new Observation(id, HOST, at, "import", o.buses(), o.controllers(),
                o.ports(), o.devices(), List.of(), List.of(), List.of(), List.of(),
                List.of(new KernelLogEntry(1, "3-2", "uas-abort", "sd 2:0:0:0: [sda] tag#5 uas_eh_abort_handler 0 uas-tag 1 inflight: CMD"))));
    }

    /** Runs the commands on one live Host and returns the events it applied, as the store would hold them. */
    private static List<EventMessage<?>> record(List<Object> commands) throws Exception {
        List<EventMessage<?>> events = new ArrayList<>();
        SimpleEventBus bus = SimpleEventBus.builder().build();
        bus.subscribe(events::addAll);
        AnnotatedAggregate<Host> live = AnnotatedAggregate.initialize(new Host(), MODEL, bus);
        for (Object command : commands) live.handle(GenericCommandMessage.asCommandMessage(command));
        return events;
    }

    private static Host source(List<EventMessage<?>> events) {
        Host host = new Host();
        events.forEach(e -> MODEL.publish(e, host));
        return host;
    }

    private static List<EventMessage<?>> nextAnswer(Host host) throws Exception {
        List<EventMessage<?>> events = new ArrayList<>();
        SimpleEventBus bus = SimpleEventBus.builder().build();
        bus.subscribe(events::addAll);
        AnnotatedAggregate<Host> aggregate = AnnotatedAggregate.initialize(host, MODEL, bus);
        aggregate.handle(GenericCommandMessage.asCommandMessage(
                observe("o-next", AT.plusSeconds(5000), "configured", List.of(Seed000Desktop.enclosure()))));
        return events;
    }

    private static List<Object> payloads(List<EventMessage<?>> events) {
        return events.stream().map(EventMessage::getPayload).map(Object.class::cast).toList();
    }

    private static HostTopology restoredTopology(Host host) throws Exception {
        var field = Host.class.getDeclaredField("topology");
        field.setAccessible(true);
        return (HostTopology) field.get(host);
    }
}
