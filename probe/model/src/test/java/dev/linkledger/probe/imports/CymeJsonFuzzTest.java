package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.Observation;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * cyme's JSON with values of the wrong type or range where the real ones were (a string for a
 * bus, a negative device number, an object for a speed): still valid JSON, so the parser's own
 * field checks are what stands between it and an exception. Whatever the values, an import
 * yields an observation or an {@link ImportException}, never anything else.
 */
class CymeJsonFuzzTest {
    private static final Pattern VALUE = Pattern.compile("(\"[a-z_]+\": )(\"[^\"]*\"|-?[0-9.]+|null|true|false)");
    private static final List<String> WRONG = List.of("null", "-1", "0", "256", "65536", "99999999999", "1.5", "\"\"", "\"x\"",
            "[]", "{}", "[0]", "\"480.0 Mb/s\"", "\"super_speed_plus_plus\"", "\"99.0 Gb/s\"", "true", "\"3.2O\"");
    private static final String CYME = ImportFixtures.text("cyme/cyme-linux-tree.json");
    private static final int VALUES = (int) VALUE.matcher(CYME).results().count();
    private final Imports imports = new Imports();

    @Property(tries = 200)
    void cymeJsonWithWrongValuesIsImportedOrRefusedWithImportException(@ForAll("wrongValues") String json) {
        try {
            Observation o = imports.parse(json, "fuzz-host", ImportFormat.CYME_JSON);
            assertThat(o.hostId()).isEqualTo("fuzz-host");
        } catch (ImportException refused) {
            assertThat(refused.getMessage()).isNotBlank();
        }
    }

    @Provide
    Arbitrary<String> wrongValues() {
        Arbitrary<Tuple.Tuple2<Integer, String>> change = Arbitraries.integers().between(0, VALUES - 1)
                .flatMap(i -> Arbitraries.of(WRONG).map(w -> Tuple.of(i, w)));
        return change.list().ofMinSize(1).ofMaxSize(8).map(changes -> {
            String out = CYME;
            for (Tuple.Tuple2<Integer, String> c : changes) out = replaceValue(out, c.get1(), c.get2());
            return out;
        });
    }

    private static String replaceValue(String json, int index, String wrong) {
        Matcher m = VALUE.matcher(json);
        int seen = 0;
        while (m.find()) {
            if (seen++ == index) return json.substring(0, m.start(2)) + wrong + json.substring(m.end(2));
        }
        return json;
    }
}
