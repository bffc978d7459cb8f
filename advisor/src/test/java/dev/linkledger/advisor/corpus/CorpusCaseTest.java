package dev.linkledger.advisor.corpus;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How the grading reads its cases: one host per case number. */
class CorpusCaseTest {
    private static CorpusFile file(String name) {
        return CorpusFile.parse(name, """
                source: https://example.org/thread
                class: healthy
                cause: nothing wrong
                expect: nothing above info
                status: diagnosed

                usb 1-2: new high-speed USB device number 3 using xhci_hcd
                """);
    }

    @Test
    void twoCasesWithOneNumberAreRefusedByName() {
        // a held-out round numbered like a folded one (101-...): the two would import into one host
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> CorpusCase.of(List.of(file("101-a-round-8-case"), file("101-a-round-9-case")), "heldout-"));
        assertTrue(e.getMessage().contains("101-a-round-8-case and 101-a-round-9-case share the number 101"), e.getMessage());
    }
}
