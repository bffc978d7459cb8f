package dev.linkledger.inventory.command;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.inventory.api.AttachCableCommand;
import dev.linkledger.inventory.api.CableAttachedEvent;
import dev.linkledger.inventory.api.CableCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.CableDetachedEvent;
import dev.linkledger.inventory.api.CableRegisteredEvent;
import dev.linkledger.inventory.api.CableRetiredEvent;
import dev.linkledger.inventory.api.CableVerdict;
import dev.linkledger.inventory.api.CableVerdictReachedEvent;
import dev.linkledger.inventory.api.RecordCableVerdictCommand;
import dev.linkledger.inventory.api.Suspicion;
import dev.linkledger.inventory.api.CommandRejectedException;
import dev.linkledger.inventory.api.Connector;
import dev.linkledger.inventory.api.DetachCableCommand;
import dev.linkledger.inventory.api.LinkEvidence;
import dev.linkledger.inventory.api.RecordCableMeasurementCommand;
import dev.linkledger.inventory.api.RegisterCableCommand;
import dev.linkledger.inventory.api.RetireCableCommand;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

class CableTest {
    private static final String ID = "cable-1";
    private static final Connector USB_C = new Connector("desktop", List.of("usb3-port2", "usb4-port2"), "usb4-port2", 10000);
    private static final Connector OTHER = new Connector("desktop", List.of("usb1-port1", "usb2-port1"), "usb2-port1", 10000);
    private static final CableRegisteredEvent REGISTERED =
            new CableRegisteredEvent(ID, "white phone cable", "C-C", 100, "unknown", "unknown", null);
    private static final LinkEvidence AT_480 = new LinkEvidence("desktop", "3-2", "usb3-port2", "evt-connect-1",
            "DeviceConnectedEvent", 480, 10000, CapabilitySource.BOS, "evt-connect-1", 10000, null, null, 10000);

    private AggregateTestFixture<Cable> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Cable.class);
    }

    @Test
    void registersCableReadingItsPrintedRatingAsLinkMode() {
        fixture.givenNoPriorActivity()
                .when(new RegisterCableCommand(ID, "blue braided", "C-C", 100, "USB4 80Gbps", null))
                .expectEvents(new CableRegisteredEvent(ID, "blue braided", "C-C", 100, "USB4 80Gbps", "USB4_80", null));
    }

    @Test
    void keepsAnAmbiguousRatingAsWrittenAndMarksItAmbiguous() {
        fixture.givenNoPriorActivity()
                .when(new RegisterCableCommand(ID, "grey", "A-C", 50, "USB 3.1", null))
                .expectEvents(new CableRegisteredEvent(ID, "grey", "A-C", 50, "USB 3.1", "ambiguous", null));
    }

    @Test
    void rejectsRegistrationWithoutLabel() {
        fixture.givenNoPriorActivity()
                .when(new RegisterCableCommand(ID, " ", "C-C", 100, "5Gbps", null))
                .expectException(CommandRejectedException.class).expectExceptionMessage("a label is required");
    }

    @Test
    void rejectsImpossibleLength() {
        fixture.givenNoPriorActivity()
                .when(new RegisterCableCommand(ID, "long", "C-C", -3, "5Gbps", null))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void attachesToConnector() {
        fixture.given(REGISTERED)
                .when(new AttachCableCommand(ID, USB_C, null))
                .expectEvents(new CableAttachedEvent(ID, USB_C, null));
    }

    @Test
    void attachingAgainToTheSameConnectorAppendsNothing() {
        fixture.given(REGISTERED, new CableAttachedEvent(ID, USB_C, null))
                .when(new AttachCableCommand(ID, USB_C, null))
                .expectNoEvents();
    }

    @Test
    void refusesAttachingElsewhereWhileAttached() {
        fixture.given(REGISTERED, new CableAttachedEvent(ID, USB_C, null))
                .when(new AttachCableCommand(ID, OTHER, null))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void refusesImpossibleDevicePath() {
        fixture.given(REGISTERED)
                .when(new AttachCableCommand(ID, USB_C, "3-0.5"))
                .expectException(CommandRejectedException.class).expectNoEvents();
    }

    @Test
    void refusesAttachingRetiredCable() {
        fixture.given(REGISTERED, new CableRetiredEvent(ID, "frayed"))
                .when(new AttachCableCommand(ID, USB_C, null))
                .expectException(CommandRejectedException.class).expectExceptionMessage(
                        org.hamcrest.Matchers.containsString("retired"));
    }

    @Test
    void detachesFromItsConnector() {
        fixture.given(REGISTERED, new CableAttachedEvent(ID, USB_C, null))
                .when(new DetachCableCommand(ID))
                .expectEvents(new CableDetachedEvent(ID, USB_C));
    }

    @Test
    void retiringAnAttachedCableDetachesItFirst() {
        fixture.given(REGISTERED, new CableAttachedEvent(ID, USB_C, null))
                .when(new RetireCableCommand(ID, "frayed"))
                .expectEvents(new CableDetachedEvent(ID, USB_C), new CableRetiredEvent(ID, "frayed"));
    }

    @Test
    void recordsALinkBelowBothEndsAsPointingAtTheCableOrTheConnector() {
        fixture.given(REGISTERED, new CableAttachedEvent(ID, USB_C, null))
                .when(new RecordCableMeasurementCommand(ID, CableVerdict.LIMITED_TO, 480, AT_480))
                .expectEvents(new CableCapabilityMeasuredEvent(ID, CableVerdict.LIMITED_TO, 480,
                        "came up at 480 on desktop usb3-port2 where both ends can do 10000: this cable or that connector holds it back",
                        AT_480));
    }

    @Test
    void aSecondVerdictOnTheSameLinkEventAppendsNothing() {
        fixture.given(REGISTERED, new CableAttachedEvent(ID, USB_C, null), new CableCapabilityMeasuredEvent(ID,
                        CableVerdict.LIMITED_TO, 480, "limited to 480: USB 2.0 only or broken SuperSpeed pairs", AT_480))
                .when(new RecordCableMeasurementCommand(ID, CableVerdict.LIMITED_TO, 480, AT_480))
                .expectNoEvents();
    }

    @Test
    void recordsTheStandingVerdictOncePerTestItWasReachedAfter() {
        Suspicion suspect = new Suspicion(ID, "desktop", USB_C.portIds(), 480, 10000, "evt-connect-1");
        CableVerdictReachedEvent reached = new CableVerdictReachedEvent(ID, 480, null, null, List.of(suspect),
                "carries at least 480", ID + "/evt-connect-1");
        fixture.given(REGISTERED, reached)
                .when(new RecordCableVerdictCommand(ID, 480, null, null, List.of(suspect), "carries at least 480",
                        ID + "/evt-connect-1"))
                .expectNoEvents();
        fixture.given(REGISTERED, reached)
                .when(new RecordCableVerdictCommand(ID, 10000, null, null, List.of(), "carries at least 10000", "cable-2/evt-7"))
                .expectEvents(new CableVerdictReachedEvent(ID, 10000, null, null, List.of(), "carries at least 10000",
                        "cable-2/evt-7"));
    }
}
