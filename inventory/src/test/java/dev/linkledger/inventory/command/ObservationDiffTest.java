package dev.linkledger.inventory.command;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.ControllerSeenEvent;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.inventory.command.Seed000Desktop.AT;
import static dev.linkledger.inventory.command.Seed000Desktop.enclosure;
import static dev.linkledger.inventory.command.Seed000Desktop.observation;
import static org.assertj.core.api.Assertions.assertThat;

class ObservationDiffTest {
    private static final Instant LATER = AT.plusSeconds(60);
    private static final UsbSpeed HIGH = UsbSpeed.parse("480");
    private static final UsbSpeed SUPER = UsbSpeed.parse("5000");

    @Test
    void emptyTopologyYieldsControllersThenBusesThenPortsThenDevices() {
        List<HostEvent> events = ObservationDiff.between(new HostTopology(), Seed000Desktop.observation());

        assertThat(events).extracting(e -> e.getClass().getSimpleName()).containsExactly(
                "ControllerSeenEvent", "ControllerSeenEvent",
                "BusSeenEvent", "BusSeenEvent", "BusSeenEvent", "BusSeenEvent",
                "PortSeenEvent", "PortSeenEvent", "DeviceConnectedEvent");
        assertThat(events).allSatisfy(e -> assertThat(e.observationId()).isEqualTo("obs-1"));
    }

    @Test
    void observationEqualToWhatIsKnownYieldsNothing() {
        HostTopology known = knownAfter(Seed000Desktop.observation());

        assertThat(ObservationDiff.between(known, observation("obs-2", LATER, "configured", List.of(enclosure())))).isEmpty();
    }

    @Test
    void changedBusIsSeenAgainAndUnchangedOnesAreNot() {
        HostTopology known = knownAfter(Seed000Desktop.observation());
        Observation o = Seed000Desktop.observation();
        var buses = new ArrayList<>(o.buses());
        buses.set(3, new ObservedBus(4, UsbSpeed.parse("10000"), 1, 2, "xhci_hcd", null));
        Observation changed = new Observation("obs-2", o.hostId(), LATER, "lsusb-t", buses, o.controllers(), o.ports(), o.devices(), List.of());

        assertThat(ObservationDiff.between(known, changed)).singleElement()
                .isInstanceOfSatisfying(BusSeenEvent.class, e -> assertThat(e.bus()).isEqualTo(4));
    }

    @Test
    void hubUnpluggedDisconnectsItsChildrenBeforeItAndBeforeAnyConnect() {
        ObservedDevice hub = device("1-7", 2, "2109", "2817");
        ObservedDevice drive = device("1-7.2", 3, "0bda", "9210");
        ObservedDevice reader = device("1-7.2.1", 4, "05e3", "0749");
        HostTopology known = knownAfter(observation("obs-1", AT, "configured", List.of(hub, drive, reader)));
        ObservedDevice stick = device("1-3", 5, "0781", "5583");

        List<HostEvent> events = ObservationDiff.between(known, observation("obs-2", LATER, "configured", List.of(stick)));

        assertThat(events).extracting(e -> e instanceof DeviceDisconnectedEvent d ? "-" + d.path()
                        : e instanceof DeviceConnectedEvent c ? "+" + c.device().path() : e.getClass().getSimpleName())
                .containsExactly("-1-7.2.1", "-1-7.2", "-1-7", "+1-3");
    }

    @Test
    void otherVendorAndProductAtTheSamePathAndDevnumIsAReconnect() {
        HostTopology known = knownAfter(Seed000Desktop.observation());
        ObservedDevice other = device("3-2", 5, "0bda", "9210");

        assertThat(ObservationDiff.between(known, observation("obs-2", LATER, "configured", List.of(other))))
                .extracting(e -> e.getClass().getSimpleName())
                .containsExactly("DeviceDisconnectedEvent", "DeviceConnectedEvent");
    }

    @Test
    void laneChangeAtTheSameSpeedIsALinkSpeedChange() {
        ObservedDevice x1 = device("4-1", 3, "174c", "2364", UsbSpeed.parse("20000"), 1, 1, "uas");
        ObservedDevice x2 = device("4-1", 3, "174c", "2364", UsbSpeed.parse("20000"), 2, 2, "uas");
        HostTopology known = knownAfter(observation("obs-1", AT, "configured", List.of(x1)));

        assertThat(ObservationDiff.between(known, observation("obs-2", LATER, "configured", List.of(x2))))
                .containsExactly(new LinkSpeedChangedEvent("desktop", "obs-2", LATER, "4-1", 3,
                        UsbSpeed.parse("20000"), UsbSpeed.parse("20000"), 2, 2));
    }

    @Test
    void valuesAnImportDoesNotKnowAreNotChanges() {
        HostTopology known = knownAfter(Seed000Desktop.observation());
        ObservedDevice e = enclosure();
        ObservedDevice fromPaste = new ObservedDevice(e.path(), e.bus(), e.devnum(), e.parentPath(), e.portId(),
                null, null, null, null, e.vendorId(), e.productId(), null, null, null, null, null, null, null,
                null, null, Capability.unknown(), List.of());

        assertThat(ObservationDiff.between(known, observation("obs-2", LATER, "configured", List.of(fromPaste)))).isEmpty();
    }

    @Test
    void changesOnOneConnectionComeInLinkCapabilityDriversOrder() {
        HostTopology known = knownAfter(Seed000Desktop.observation());
        ObservedDevice changed = enclosure(5, SUPER, new Capability(10000, 1, "catalog"), "usb-storage");

        assertThat(ObservationDiff.between(known, observation("obs-2", LATER, "configured", List.of(changed))))
                .containsExactly(
                        new LinkSpeedChangedEvent("desktop", "obs-2", LATER, "3-2", 5, HIGH, SUPER, 1, 1),
                        new DeviceCapabilityLearnedEvent("desktop", "obs-2", LATER, "3-2", new Capability(10000, 1, "catalog")),
                        new DeviceDriversChangedEvent("desktop", "obs-2", LATER, "3-2",
                                List.of(new ObservedInterface(0, "08", "06", "50", "usb-storage"))));
    }

    @Test
    void portStateChangeComesBeforeTheDisconnectItExplains() {
        HostTopology known = knownAfter(Seed000Desktop.observation());

        assertThat(ObservationDiff.between(known, observation("obs-2", LATER, "not-attached", List.of())))
                .extracting(e -> e.getClass().getSimpleName())
                .containsExactly("PortSeenEvent", "DeviceDisconnectedEvent");
    }

    @Test
    void controllerKnownUnderItsIdIsNotSeenAgainWhenUnchanged() {
        HostTopology known = knownAfter(Seed000Desktop.observation());

        assertThat(ObservationDiff.between(known, Seed000Desktop.observation()))
                .noneMatch(e -> e instanceof ControllerSeenEvent || e instanceof PortSeenEvent);
    }

    /** The topology a host has after its events of {@code first}, applied as the aggregate would. */
    private static HostTopology knownAfter(Observation first) {
        HostTopology known = new HostTopology();
        for (HostEvent e : ObservationDiff.between(known, first)) {
            known.apply(e, HostTopology.Stamp.of(java.util.UUID.randomUUID().toString(), e, AT));
        }
        return known;
    }

    private static ObservedDevice device(String path, int devnum, String vid, String pid) {
        return device(path, devnum, vid, pid, HIGH, 1, 1, "usb-storage");
    }

    private static ObservedDevice device(String path, int devnum, String vid, String pid, UsbSpeed speed,
                                         int rxLanes, int txLanes, String driver) {
        return new ObservedDevice(path, PortPath.busOf(path), devnum, null, null, speed, rxLanes, txLanes, "2.10",
                vid, pid, "0100", "00", "00", "00", null, null, null, 0, "removable", Capability.unknown(),
                List.of(new ObservedInterface(0, "08", "06", "50", driver)));
    }
}
