package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.Observation;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whatever is pasted, an import either yields an observation of the host it was asked for or
 * fails with an {@link ImportException} (the service's 400 naming a line); any other exception
 * would be a 500 at {@code POST /imports} and a stack trace at {@code probe import}.
 * jqwik reports the smallest paste that breaks this; tries are bounded so each property runs in seconds.
 */
class ImportsFuzzTest {
    private final Imports imports = new Imports();

    @Property(tries = 300)
    void aDamagedRealPasteIsImportedOrRefusedWithImportException(@ForAll("mutatedFixtures") String paste,
                                                                 @ForAll ImportFormat format) {
        importOrRefuse(paste, format);
    }

    @Property(tries = 300)
    void arbitraryTextIsImportedOrRefusedWithImportException(@ForAll("arbitraryTexts") String paste,
                                                             @ForAll ImportFormat format) {
        importOrRefuse(paste, format);
    }

    /** Guards the fuzzing itself: if every damaged paste were refused, the parsers' deeper paths would go untested. */
    @Property(tries = 300)
    void mostDamagedPastesStillImportInAutoMode(@ForAll("mutatedFixtures") String paste) {
        importOrRefuse(paste, ImportFormat.AUTO);
        Statistics.coverage(c -> c.check("imported").percentage(p -> p > 25.0));
    }

    private void importOrRefuse(String paste, ImportFormat format) {
        try {
            Observation o = imports.parse(paste, "fuzz-host", format);
            assertThat(o.hostId()).isEqualTo("fuzz-host");
            assertThat(o.observationId()).isNotBlank();
            Statistics.collect("imported");
        } catch (ImportException refused) {
            assertThat(refused.getMessage()).isNotBlank();
            Statistics.collect("refused");
        }
    }

    @Provide
    Arbitrary<String> mutatedFixtures() {
        return PasteMutations.mutatedFixture();
    }

    @Provide
    Arbitrary<String> arbitraryTexts() {
        return PasteMutations.arbitraryText();
    }
}
