package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.observation.Observation;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The lsusb -t reader on its own (the import's tree section and {@code probe import --format lsusb-t}):
 * a damaged tree is read or refused with {@link ImportException}, never anything else.
 */
class LsusbTreeParserFuzzTest {
    private final LsusbTreeParser parser = new LsusbTreeParser();

    @Property(tries = 300)
    void aDamagedTreeIsReadOrRefusedWithImportException(@ForAll("damagedTrees") String tree) {
        try {
            Observation o = parser.parse(tree, "fuzz-host");
            assertThat(o.buses()).isNotEmpty();
        } catch (ImportException refused) {
            assertThat(refused.getMessage()).isNotBlank();
        }
    }

    @Property(tries = 300)
    void looksLikeTreeAnswersForAnyText(@ForAll String text) {
        LsusbTreeParser.looksLikeTree(text);
    }

    /** lines of a real tree, some dropped, duplicated, cut or with their numbers replaced. */
    @Provide
    Arbitrary<String> damagedTrees() {
        Arbitrary<String> number = Arbitraries.oneOf(Arbitraries.integers().map(String::valueOf),
                Arbitraries.of("", "-1", "99999999999", "0"));
        return Arbitraries.of(trees()).flatMap(text -> {
            List<String> lines = text.lines().toList();
            Arbitrary<String> line = Arbitraries.of(lines).flatMap(l -> Arbitraries.oneOf(
                    Arbitraries.just(l),
                    Arbitraries.integers().between(0, l.length()).map(n -> l.substring(0, n)),
                    number.map(n -> l.replaceFirst("\\d+", n)),
                    Arbitraries.chars().all().map(c -> l.isEmpty() ? String.valueOf(c) : c + l.substring(1))));
            return line.list().ofMaxSize(lines.size() + 4).map(picked -> String.join("\n", new ArrayList<>(picked)));
        });
    }

    private static List<String> trees() {
        try (var files = Files.list(Path.of("src/test/resources/lsusb"))) {
            return files.sorted().map(p -> {
                try {
                    return Files.readString(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
