package dev.linkledger.inventory.command;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.inventory.api.CommandRejectedException;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.api.LabelPortCommand;
import dev.linkledger.inventory.api.LinkEvidence;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.inventory.api.RecordPortCapabilityCommand;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.inventory.command.Seed000Desktop.AT;
import static dev.linkledger.inventory.command.Seed000Desktop.HOST;

class HostPortTest {
    private static final List<String> USB_C = List.of("usb4-port2", "usb3-port2");
    private static final LinkEvidence AT_5000 = new LinkEvidence(HOST, "4-2", "usb4-port2", "evt-9",
            "DeviceConnectedEvent", 5000, 10000, CapabilitySource.BOS, "evt-9", 10000, null, 10000, 10000);

    private AggregateTestFixture<Host> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Host.class);
    }

    private static Object[] desktopWithUsbC() {
        return new Object[]{new HostRegisteredEvent(HOST, "o", AT, HOST),
                new PortSeenEvent(HOST, "o", AT, "usb3-port2", 3, "usb3", 2, "usb4-port2", "hotplug", null, null, 0, null),
                new PortSeenEvent(HOST, "o", AT, "usb4-port2", 4, "usb4", 2, "usb3-port2", "hotplug", null, null, 0, null)};
    }

    @Test
    void labelsTheConnectorOnBothItsPorts() {
        fixture.given(desktopWithUsbC())
                .when(new LabelPortCommand(HOST, "usb4-port2", List.of("front USB-C")))
                .expectEvents(new PortLabelledEvent(HOST, USB_C, List.of("front USB-C")));
    }

    @Test
    void labellingAnUnknownPortIsNotFound() {
        fixture.given(desktopWithUsbC())
                .when(new LabelPortCommand(HOST, "usb9-port1", List.of("rear")))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void recordsThePortLimitOncePerTestItWasReachedAfter() {
        fixture.given(desktopWithUsbC())
                .andGiven(new PortCapabilityMeasuredEvent(HOST, USB_C, 5000, "cable-80g", AT_5000, "cable-80g/evt-3"))
                .when(new RecordPortCapabilityCommand(HOST, USB_C, 5000, "cable-80g", AT_5000, "cable-80g/evt-3"))
                .expectNoEvents();
    }

    @Test
    void recordsMeasuredPortLimit() {
        fixture.given(desktopWithUsbC())
                .when(new RecordPortCapabilityCommand(HOST, USB_C, 5000, "cable-80g", AT_5000, "cable-80g/evt-9"))
                .expectEvents(new PortCapabilityMeasuredEvent(HOST, USB_C, 5000, "cable-80g", AT_5000, "cable-80g/evt-9"));
    }

    @Test
    void clearsTheLimitWhenALaterTestProvesTheConnectorFaster() {
        fixture.given(desktopWithUsbC())
                .andGiven(new PortCapabilityMeasuredEvent(HOST, USB_C, 5000, "cable-80g", AT_5000, "cable-80g/evt-9"))
                .when(new RecordPortCapabilityCommand(HOST, USB_C, null, null, null, "cable-2/evt-12"))
                .expectEvents(new PortCapabilityMeasuredEvent(HOST, USB_C, null, null, null, "cable-2/evt-12"));
    }

    @Test
    void aLimitRecordedBeforeVerdictsWereRecomputedStillCountsItsLinkAsJudged() {
        fixture.given(desktopWithUsbC())
                .andGiven(new PortCapabilityMeasuredEvent(HOST, USB_C, 5000, "cable-80g", AT_5000, null))
                .when(new RecordPortCapabilityCommand(HOST, USB_C, 5000, "cable-80g", AT_5000, null))
                .expectNoEvents();
    }
}
