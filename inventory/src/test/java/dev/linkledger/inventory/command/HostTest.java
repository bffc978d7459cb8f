package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.ControllerSeenEvent;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static dev.linkledger.inventory.command.Seed000Desktop.AMD_XHCI;
import static dev.linkledger.inventory.command.Seed000Desktop.AT;
import static dev.linkledger.inventory.command.Seed000Desktop.HOST;
import static dev.linkledger.inventory.command.Seed000Desktop.OBSERVATION;
import static dev.linkledger.inventory.command.Seed000Desktop.enclosure;
import static dev.linkledger.inventory.command.Seed000Desktop.observation;

class HostTest {
    private static final Instant LATER = AT.plusSeconds(60);
    private static final UsbSpeed HIGH = UsbSpeed.parse("480");
    private static final UsbSpeed SUPER_PLUS = UsbSpeed.parse("10000");

    private AggregateTestFixture<Host> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Host.class);
    }

    @Test
    void firstObservationRegistersHostAndEmitsControllerBusPortAndDeviceEvents() {
        fixture.givenNoPriorActivity()
                .when(new RecordObservationCommand(HOST, Seed000Desktop.observation()))
                .expectEvents(desktopRegistered().toArray())
                .expectResultMessagePayload(new ObservationOutcome(10, false));
    }

    @Test
    void sameObservationAgainAppendsNothing() {
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, Seed000Desktop.observation()))
                .expectNoEvents()
                .expectResultMessagePayload(new ObservationOutcome(0, false));
    }

    @Test
    void samePasteImportedAgainUnderANewIdAndTimeAppendsNothing() {
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-2", LATER, "configured", List.of(enclosure()))))
                .expectNoEvents()
                .expectResultMessagePayload(new ObservationOutcome(0, false));
    }

    @Test
    void observationWithoutHostIdIsTakenAsTheCommandsHost() {
        Observation o = Seed000Desktop.observation();
        fixture.givenNoPriorActivity()
                .when(new RecordObservationCommand(HOST, new Observation(o.observationId(), null, o.observedAt(),
                        o.source(), o.buses(), o.controllers(), o.ports(), o.devices(), o.notes())))
                .expectEvents(desktopRegistered().toArray());
    }

    @Test
    void deviceAtSamePathWithNewDevnumIsDisconnectedThenConnected() {
        ObservedDevice reenumerated = enclosure(6, HIGH, new Capability(10000, 1, "bos"), "uas");
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-2", LATER, "configured", List.of(reenumerated))))
                .expectEvents(
                        new DeviceDisconnectedEvent(HOST, "obs-2", LATER, "3-2", 3, 5, "152d", "0583", "0123456789ABCDEF"),
                        new DeviceConnectedEvent(HOST, "obs-2", LATER, reenumerated))
                .expectResultMessagePayload(new ObservationOutcome(2, false));
    }

    @Test
    void sameConnectionAtAnotherSpeedEmitsLinkSpeedChanged() {
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-2", LATER, "configured",
                        List.of(enclosure(5, SUPER_PLUS, new Capability(10000, 1, "bos"), "uas")))))
                .expectEvents(new LinkSpeedChangedEvent(HOST, "obs-2", LATER, "3-2", 5, HIGH, SUPER_PLUS, 1, 1));
    }

    @Test
    void sameConnectionWithNewCapabilityEvidenceEmitsCapabilityLearned() {
        Capability catalog = new Capability(10000, 1, "catalog");
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-2", LATER, "configured",
                        List.of(enclosure(5, HIGH, catalog, "uas")))))
                .expectEvents(new DeviceCapabilityLearnedEvent(HOST, "obs-2", LATER, "3-2", catalog));
    }

    @Test
    void sameConnectionBoundToAnotherDriverEmitsDriversChanged() {
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-2", LATER, "configured",
                        List.of(enclosure(5, HIGH, new Capability(10000, 1, "bos"), "usb-storage")))))
                .expectEvents(new DeviceDriversChangedEvent(HOST, "obs-2", LATER, "3-2",
                        List.of(new ObservedInterface(0, "08", "06", "50", "usb-storage"))));
    }

    @Test
    void removedDeviceIsDisconnectedAfterItsPortIsSeenEmpty() {
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-2", LATER, "not-attached", List.of())))
                .expectEvents(
                        new PortSeenEvent(HOST, "obs-2", LATER, "usb3-port2", 3, "usb3", 2, "usb4-port2", "hotplug",
                                "0x00000002", null, 0, "not-attached"),
                        new DeviceDisconnectedEvent(HOST, "obs-2", LATER, "3-2", 3, 5, "152d", "0583", "0123456789ABCDEF"));
    }

    @Test
    void observationOlderThanTheNewestAppliedIsIgnoredAsStale() {
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-0", AT.minusSeconds(3600), "not-attached", List.of())))
                .expectNoEvents()
                .expectResultMessagePayload(new ObservationOutcome(0, true));
    }

    @Test
    void deviceWithPortZeroInItsPathIsRejectedAndNothingIsAppended() {
        fixture.givenNoPriorActivity()
                .when(new RecordObservationCommand(HOST, observation(OBSERVATION, AT, "configured",
                        List.of(atPath(enclosure(), "3-0.5")))))
                .expectException(InvalidObservationException.class)
                .expectExceptionMessage("devices[0].path: '3-0.5' is not a kernel device path such as 3-2 or 1-7.2.1")
                .expectNoEvents();
    }

    @Test
    void deviceWithATraversalPathIsRejectedOnAKnownHostToo() {
        fixture.given(desktopRegistered())
                .when(new RecordObservationCommand(HOST, observation("obs-2", LATER, "configured",
                        List.of(atPath(enclosure(), "../x")))))
                .expectException(InvalidObservationException.class)
                .expectNoEvents();
    }

    @Test
    void deviceOnAnotherBusThanItsPathIsRejected() {
        ObservedDevice d = enclosure();
        fixture.givenNoPriorActivity()
                .when(new RecordObservationCommand(HOST, observation(OBSERVATION, AT, "configured",
                        List.of(atPath(d, "4-2")))))
                .expectException(InvalidObservationException.class)
                .expectExceptionMessage("devices[0].bus: device 4-2 is on bus 4, not 3")
                .expectNoEvents();
    }

    @Test
    void speedTheKernelNeverWritesIsRejected() {
        fixture.givenNoPriorActivity()
                .when(new RecordObservationCommand(HOST, observation(OBSERVATION, AT, "configured",
                        List.of(enclosure(5, UsbSpeed.parse("40000"), Capability.unknown(), "uas")))))
                .expectException(InvalidObservationException.class)
                .expectNoEvents();
    }

    @Test
    void duplicateDevicePathsAreRejected() {
        fixture.givenNoPriorActivity()
                .when(new RecordObservationCommand(HOST, observation(OBSERVATION, AT, "configured",
                        List.of(enclosure(), enclosure(6, HIGH, Capability.unknown(), "uas")))))
                .expectException(InvalidObservationException.class)
                .expectExceptionMessage("devices[1].path: '3-2' appears twice")
                .expectNoEvents();
    }

    @Test
    void observationOfAnotherHostIsRejected() {
        fixture.givenNoPriorActivity()
                .when(new RecordObservationCommand("laptop", Seed000Desktop.observation()))
                .expectException(InvalidObservationException.class)
                .expectExceptionMessage("hostId: the observation is of host 'desktop', not 'laptop'")
                .expectNoEvents();
    }

    @Test
    void hostIdWithASlashIsRejected() {
        fixture.givenNoPriorActivity()
                .when(new RecordObservationCommand("lab/desktop", Seed000Desktop.observation()))
                .expectException(InvalidObservationException.class)
                .expectNoEvents();
    }

    /** The events of {@link Seed000Desktop#observation()} on an unknown host. */
    static List<Object> desktopRegistered() {
        return List.of(
                new HostRegisteredEvent(HOST, OBSERVATION, AT, HOST),
                new ControllerSeenEvent(HOST, OBSERVATION, AT, "0000:03:00.3", "0000:03:00.3", "1022", "149c",
                        "0c0330", AMD_XHCI, List.of(1, 2), false),
                new ControllerSeenEvent(HOST, OBSERVATION, AT, "0000:03:00.4", "0000:03:00.4", "1022", "149c",
                        "0c0330", AMD_XHCI, List.of(3, 4), false),
                new BusSeenEvent(HOST, OBSERVATION, AT, 1, HIGH, 1, 4, "xhci_hcd", "0000:03:00.3"),
                new BusSeenEvent(HOST, OBSERVATION, AT, 2, SUPER_PLUS, 1, 2, "xhci_hcd", "0000:03:00.3"),
                new BusSeenEvent(HOST, OBSERVATION, AT, 3, HIGH, 1, 4, "xhci_hcd", "0000:03:00.4"),
                new BusSeenEvent(HOST, OBSERVATION, AT, 4, SUPER_PLUS, 1, 2, "xhci_hcd", "0000:03:00.4"),
                new PortSeenEvent(HOST, OBSERVATION, AT, "usb3-port2", 3, "usb3", 2, "usb4-port2", "hotplug",
                        "0x00000002", null, 0, "configured"),
                new PortSeenEvent(HOST, OBSERVATION, AT, "usb4-port2", 4, "usb4", 2, "usb3-port2", "hotplug",
                        "0x00000002", null, 0, "not-attached"),
                new DeviceConnectedEvent(HOST, OBSERVATION, AT, enclosure()));
    }

    private static ObservedDevice atPath(ObservedDevice d, String path) {
        return new ObservedDevice(path, d.bus(), d.devnum(), d.parentPath(), d.portId(), d.speedMbps(), d.rxLanes(),
                d.txLanes(), d.bcdUsb(), d.vendorId(), d.productId(), d.bcdDevice(), d.deviceClass(),
                d.deviceSubClass(), d.deviceProtocol(), d.manufacturer(), d.product(), d.serial(), d.maxChild(),
                d.removable(), d.capability(), d.interfaces());
    }
}
