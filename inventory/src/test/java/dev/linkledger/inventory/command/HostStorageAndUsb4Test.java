package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.BlockDeviceAttachedEvent;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.inventory.api.Usb4LinkSeenEvent;
import dev.linkledger.inventory.api.Usb4RouterGoneEvent;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBlockDevice;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static dev.linkledger.inventory.command.Seed000Desktop.AT;
import static dev.linkledger.inventory.command.Seed000Desktop.HOST;

class HostStorageAndUsb4Test {
    private static final Instant LATER = AT.plusSeconds(60);
    private static final ObservedBlockDevice NVME = new ObservedBlockDevice("sda", "3-2", 500107862016L,
            "USB to PCIE Bridge", "JMicron", false);
    private static final ObservedThunderboltDevice ROUTER = new ObservedThunderboltDevice("0-1", 4, "ASMedia",
            "ASM2464PD", 20.0, 2, 20.0, 2, List.of("usb4"));

    private AggregateTestFixture<Host> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Host.class);
    }

    private static Observation withStorage(String id, List<ObservedThunderboltDevice> routers) {
        Observation o = Seed000Desktop.observation();
        return new Observation(id, HOST, LATER, "sysfs", o.buses(), o.controllers(), o.ports(), o.devices(), List.of(),
                List.of(), routers, List.of(NVME), List.of());
    }

    @Test
    void recordsBlockDeviceBehindTheEnclosure() {
        fixture.given(HostTest.desktopRegistered())
                .when(new RecordObservationCommand(HOST, withStorage("obs-2", List.of())))
                .expectEvents(new BlockDeviceAttachedEvent(HOST, "obs-2", LATER, NVME));
    }

    @Test
    void recordsUsb4RouterLinkOnceAndTheSameAgainAppendsNothing() {
        fixture.given(HostTest.desktopRegistered())
                .andGiven(new Usb4LinkSeenEvent(HOST, "obs-2", LATER, ROUTER), new BlockDeviceAttachedEvent(HOST, "obs-2", LATER, NVME))
                .when(new RecordObservationCommand(HOST, withStorage("obs-3", List.of(ROUTER))))
                .expectNoEvents();
    }

    @Test
    void aRouterTheNextObservationDoesNotShowIsGone() {
        fixture.given(HostTest.desktopRegistered())
                .andGiven(new Usb4LinkSeenEvent(HOST, "obs-2", LATER, ROUTER), new BlockDeviceAttachedEvent(HOST, "obs-2", LATER, NVME))
                .when(new RecordObservationCommand(HOST, withStorage("obs-3", List.of())))
                .expectEvents(new Usb4RouterGoneEvent(HOST, "obs-3", LATER, "0-1"));
    }

    @Test
    void aRouterWhoseLinkChangedIsSeenAgainWithItsNewLink() {
        ObservedThunderboltDevice slower = new ObservedThunderboltDevice("0-1", 4, "ASMedia", "ASM2464PD", 10.0, 2, 10.0, 2,
                List.of("usb4"));
        fixture.given(HostTest.desktopRegistered())
                .andGiven(new Usb4LinkSeenEvent(HOST, "obs-2", LATER, ROUTER), new BlockDeviceAttachedEvent(HOST, "obs-2", LATER, NVME))
                .when(new RecordObservationCommand(HOST, withStorage("obs-3", List.of(slower))))
                .expectEvents(new Usb4LinkSeenEvent(HOST, "obs-3", LATER, slower));
    }
}
