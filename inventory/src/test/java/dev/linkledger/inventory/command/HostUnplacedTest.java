package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static dev.linkledger.inventory.command.HostTest.desktopRegistered;
import static dev.linkledger.inventory.command.Seed000Desktop.AT;
import static dev.linkledger.inventory.command.Seed000Desktop.HOST;
import static dev.linkledger.inventory.command.Seed000Desktop.enclosure;
import static dev.linkledger.inventory.command.Seed000Desktop.observation;

/** Devices a paste shows without their port path: kept by bus and device number, located when a path shows up. */
class HostUnplacedTest {
    private static final Instant LATER = AT.plusSeconds(60);
    private static final Capability BOS_5G = new Capability(5000, 1, "bos");
    private AggregateTestFixture<Host> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Host.class);
    }

    /** What a whole lsusb -v says of a stick on bus 1: ids, speed, BOS, interface class; no path, no driver. */
    private static ObservedDevice stickFromLsusbV() {
        return new ObservedDevice(null, 1, 9, null, null, UsbSpeed.parse("5000"), null, null, "3.20", "0781", "5583",
                "0100", "00", "00", "00", "SanDisk", "Ultra Fit", null, null, null, BOS_5G,
                List.of(new ObservedInterface(0, "08", "06", "50", null)), null, null, null);
    }

    /** What lsusb -t says of the same stick: path, device number, speed, driver; no ids. */
    private static ObservedDevice stickFromLsusbT() {
        return new ObservedDevice("1-2", 0, 9, null, null, UsbSpeed.parse("5000"), null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, Capability.unknown(),
                List.of(new ObservedInterface(0, "08", null, null, "usb-storage")));
    }

    private static RecordObservationCommand observe(String id, ObservedDevice... more) {
        List<ObservedDevice> devices = new ArrayList<>(List.of(enclosure()));
        devices.addAll(List.of(more));
        return new RecordObservationCommand(HOST, observation(id, LATER, "configured", devices));
    }

    private static List<Object> withStickUnplaced() {
        List<Object> given = new ArrayList<>(desktopRegistered());
        given.add(new DeviceConnectedEvent(HOST, "obs-v", AT, stickFromLsusbV()));
        return given;
    }

    @Test
    void aDeviceWithoutAPathIsConnectedByBusAndDeviceNumber() {
        fixture.given(desktopRegistered())
                .when(observe("obs-v", stickFromLsusbV()))
                .expectEvents(new DeviceConnectedEvent(HOST, "obs-v", LATER, stickFromLsusbV()));
    }

    @Test
    void theSameUnplacedDeviceAgainAppendsNothing() {
        fixture.given(withStickUnplaced())
                .when(observe("obs-v2", stickFromLsusbV()))
                .expectNoEvents();
    }

    @Test
    void aLaterPathLocatesTheUnplacedDeviceWithTheFactsOfBothObservations() {
        ObservedDevice joined = new ObservedDevice("1-2", 1, 9, "usb1", "usb1-port2", UsbSpeed.parse("5000"), null, null,
                "3.20", "0781", "5583", "0100", "00", "00", "00", "SanDisk", "Ultra Fit", null, null, null, BOS_5G,
                List.of(new ObservedInterface(0, "08", null, null, "usb-storage")), null, null, null);
        fixture.given(withStickUnplaced())
                .when(observe("obs-t", stickFromLsusbT()))
                .expectEvents(new DeviceLocatedEvent(HOST, "obs-t", LATER, 1, 9, joined));
    }

    @Test
    void theTreeAgainAfterTheDeviceWasLocatedAppendsNothing() {
        List<Object> given = withStickUnplaced();
        given.add(new DeviceLocatedEvent(HOST, "obs-t", AT, 1, 9, DeviceJoin.joined(stickFromLsusbV(), stickFromLsusbT())));
        fixture.given(given)
                .when(observe("obs-t2", stickFromLsusbT()))
                .expectNoEvents();
    }

    @Test
    void aPathWithAnotherVidPidDoesNotLocateTheUnplacedDevice() {
        ObservedDevice other = new ObservedDevice("1-2", 0, 9, null, null, UsbSpeed.parse("480"), null, null, "2.00",
                "046d", "c52b", null, null, null, null, null, null, null, null, null, Capability.unknown(), List.of());
        fixture.given(withStickUnplaced())
                .when(observe("obs-other", other))
                .expectEvents(new DeviceDisconnectedEvent(HOST, "obs-other", LATER, null, 1, 9, "0781", "5583", null),
                        new DeviceConnectedEvent(HOST, "obs-other", LATER, other));
    }

    @Test
    void anUnplacedDeviceTheNextObservationDoesNotShowIsDisconnected() {
        fixture.given(withStickUnplaced())
                .when(observe("obs-gone"))
                .expectEvents(new DeviceDisconnectedEvent(HOST, "obs-gone", LATER, null, 1, 9, "0781", "5583", null));
    }

    @Test
    void anUnplacedDumpOfAKnownConnectionAddsItsFactsToThatConnection() {
        ObservedDevice dump = new ObservedDevice(null, 3, 5, null, null, UsbSpeed.parse("480"), null, null, "3.20",
                "152d", "0583", null, null, null, null, null, null, null, null, null, new Capability(20000, 2, "bos"), List.of());
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-dump", LATER, "configured", List.of(dump))))
                .expectEvents(new DeviceCapabilityLearnedEvent(HOST, "obs-dump", LATER, "3-2", new Capability(20000, 2, "bos")));
    }

    @Test
    void rejectsAnUnplacedDeviceWithoutItsDeviceNumber() {
        ObservedDevice noDevnum = new ObservedDevice(null, 1, null, null, null, UsbSpeed.parse("480"), null, null, null,
                "0781", "5583", null, null, null, null, null, null, null, null, null, null, List.of());
        fixture.given(desktopRegistered())
                .when(observe("obs-bad", noDevnum))
                .expectException(InvalidObservationException.class)
                .expectExceptionMessage(org.hamcrest.Matchers.containsString("device number"));
    }

    @Test
    void rejectsAnUnplacedDeviceThatNamesAPort() {
        ObservedDevice withPort = new ObservedDevice(null, 1, 9, null, "usb1-port2", UsbSpeed.parse("480"), null, null, null,
                "0781", "5583", null, null, null, null, null, null, null, null, null, null, List.of());
        fixture.given(desktopRegistered())
                .when(observe("obs-bad", withPort))
                .expectException(InvalidObservationException.class)
                .expectExceptionMessage(org.hamcrest.Matchers.containsString("no known port"));
    }
}
