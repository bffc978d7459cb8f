package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.KernelLogLineRecordedEvent;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.probe.observation.KernelLogEntry;
import dev.linkledger.probe.observation.Observation;
import org.axonframework.test.aggregate.AggregateTestFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static dev.linkledger.inventory.command.Seed000Desktop.AT;
import static dev.linkledger.inventory.command.Seed000Desktop.HOST;

class HostKernelLogTest {
    private static final Instant LATER = AT.plusSeconds(60);
    private static final String ABORT = "[ 812.001] sd 6:0:0:0: [sdb] tag#3 uas_eh_abort_handler 0 uas-tag 4 inflight: CMD";
    private static final String RESET = "[ 812.350] usb 3-2: reset SuperSpeed USB device number 5 using xhci_hcd";

    private AggregateTestFixture<Host> fixture;

    @BeforeEach
    void setUp() {
        fixture = new AggregateTestFixture<>(Host.class);
    }

    private static Observation withLog(String id, List<KernelLogEntry> lines) {
        Observation o = Seed000Desktop.observation();
        return new Observation(id, HOST, LATER, "import", o.buses(), o.controllers(), o.ports(), o.devices(), List.of(),
                List.of(), List.of(), List.of(), lines);
    }

    @Test
    void recordsEachNewKernelLogLineOnce() {
        fixture.given(HostTest.desktopRegistered())
                .when(new RecordObservationCommand(HOST, withLog("obs-2", List.of(
                        new KernelLogEntry(1, "3-2", "uas-abort", ABORT),
                        new KernelLogEntry(2, "3-2", "uas-abort", ABORT),
                        new KernelLogEntry(3, "3-2", "reset", RESET)))))
                .expectEvents(new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "3-2", "uas-abort", ABORT, 1),
                        new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "3-2", "reset", RESET, 3));
    }

    @Test
    void theSamePasteTwiceAppendsNothing() {
        fixture.given(HostTest.desktopRegistered())
                .andGiven(new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "3-2", "reset", RESET))
                .when(new RecordObservationCommand(HOST, withLog("obs-3", List.of(
                        new KernelLogEntry(7, "3-2", "reset", RESET)))))
                .expectNoEvents();
    }

    @Test
    void theSameTextAboutAnotherDeviceIsAnotherLine() {
        fixture.given(HostTest.desktopRegistered())
                .andGiven(new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "3-2", "reset", RESET))
                .when(new RecordObservationCommand(HOST, withLog("obs-3", List.of(
                        new KernelLogEntry(7, "3-1", "reset", RESET)))))
                .expectEvents(new KernelLogLineRecordedEvent(HOST, "obs-3", LATER, "3-1", "reset", RESET, 7));
    }

    @Test
    void anUnstampedLineRepeatedInOnePasteIsTheKernelRetryingAndTheSamePasteAgainIsNothing() {
        // corpus case 242's shape: a paste without timestamps, each try printing the same error
        String error = "usb 1-3: device descriptor read/64, error -71";
        List<KernelLogEntry> paste = List.of(new KernelLogEntry(1, "1-3", "descriptor-read-error", error),
                new KernelLogEntry(2, "1-3", "descriptor-read-error", error));
        fixture.given(HostTest.desktopRegistered())
                .when(new RecordObservationCommand(HOST, withLog("obs-2", paste)))
                .expectEvents(new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "1-3", "descriptor-read-error", error, 1),
                        new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "1-3", "descriptor-read-error", error, 2));
        fixture.given(HostTest.desktopRegistered())
                .andGiven(new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "1-3", "descriptor-read-error", error, 1),
                        new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "1-3", "descriptor-read-error", error, 2))
                .when(new RecordObservationCommand(HOST, withLog("obs-3", paste)))
                .expectNoEvents();
    }

    @Test
    void aLineStampedToTheWholeSecondRepeatedInOnePasteIsTheKernelRetrying() {
        // dmesg -T's stamp, as in https://github.com/greatscottgadgets/hackrf/issues/946 (corpus case 471): two
        // descriptor reads of one attempt within the same second print the same line twice
        String error = "[Sun Sep  5 12:25:58 2021] usb 2-1.1: device descriptor read/64, error -32";
        List<KernelLogEntry> paste = List.of(new KernelLogEntry(2, "2-1.1", "descriptor-read-error", error),
                new KernelLogEntry(3, "2-1.1", "descriptor-read-error", error));
        fixture.given(HostTest.desktopRegistered())
                .when(new RecordObservationCommand(HOST, withLog("obs-2", paste)))
                .expectEvents(new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "2-1.1", "descriptor-read-error", error, 2),
                        new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "2-1.1", "descriptor-read-error", error, 3));
        fixture.given(HostTest.desktopRegistered())
                .andGiven(new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "2-1.1", "descriptor-read-error", error, 2),
                        new KernelLogLineRecordedEvent(HOST, "obs-2", LATER, "2-1.1", "descriptor-read-error", error, 3))
                .when(new RecordObservationCommand(HOST, withLog("obs-3", paste)))
                .expectNoEvents();
    }
}
