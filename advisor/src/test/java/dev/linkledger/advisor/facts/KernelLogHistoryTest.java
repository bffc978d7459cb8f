package dev.linkledger.advisor.facts;

import dev.linkledger.inventory.query.KernelLogLineRecord;
import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.rules.facts.PortHistoryFact;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The host's kernel log on record reads back as logged, whatever order the read model returns it in. */
class KernelLogHistoryTest {
    private static final Instant OBSERVED = Instant.parse("2026-12-03T08:00:00Z");
    /** The events of one observation: their times are the same to the millisecond. */
    private static final Instant RECORDED = Instant.parse("2026-12-03T08:00:01Z");

    private static KernelLogLineRecord line(String eventId, String observation, Instant observedAt, Integer line, String text) {
        return new KernelLogLineRecord(eventId, "h", observation, observedAt, null, "other", text, RECORDED, line);
    }

    @Test
    void linesOfOneObservationReadInTheirPlaceInItNotByEventId() {
        List<PortHistoryFact> history = KernelLogHistory.of("h", List.of(
                line("a-3", "o-1", OBSERVED, 3, "usb 2-2: new SuperSpeed USB device number 5 using xhci_hcd"),
                line("z-1", "o-1", OBSERVED, 1, "usb 2-2: new SuperSpeed Plus Gen 2x1 USB device number 2 using xhci_hcd"),
                line("m-2", "o-1", OBSERVED, 2, "usb usb2-port2: attempt power cycle")));

        assertThat(history).singleElement().satisfies(h -> {
            assertThat(h.port()).isEqualTo("2-2");
            assertThat(h.timeline().lines()).extracting(KernelLogLine::ref).containsExactly("z-1", "m-2", "a-3");
            assertThat(h.eventsOf(h.timeline().lines())).extracting(e -> e.id()).containsExactly("z-1", "m-2", "a-3");
            assertThat(h.events()).allSatisfy(e -> assertThat(e.type()).isEqualTo("KernelLogLineRecordedEvent"));
        });
    }

    @Test
    void linesStoredBeforeTheirPlaceWasKeptReadByTheirOwnStampAndObservationsByTheirTime() {
        List<PortHistoryFact> history = KernelLogHistory.of("h", List.of(
                line("b", "o-2", OBSERVED.plusSeconds(60), null, "[  20.000] usb 1-1: USB disconnect, device number 4"),
                line("c", "o-1", OBSERVED, null, "[  12.500] usb 1-1: New USB device found, idVendor=0781, idProduct=5567"),
                line("a", "o-1", OBSERVED, null, "[  12.300] usb 1-1: new high-speed USB device number 4 using xhci_hcd")));

        assertThat(history).singleElement().extracting(h -> h.timeline().lines().stream().map(KernelLogLine::ref).toList())
                .isEqualTo(List.of("a", "c", "b"));
    }
}
