package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThatCode;

/**
 * A number too large for an int (a pasted bus, device, port, SCSI host or interface number) is a
 * line the import cannot use, never a {@link NumberFormatException} escaping as a 500. CI's fuzzing
 * found one such path by chance ("2147483648"); this walks every line form of every committed paste
 * so the whole class is covered on each run: in each variant of a paste every seventh line, from a
 * different offset, has its numbers replaced by 2^31.
 */
class OversizedNumbersTest {
    private static final Pattern NUMBER = Pattern.compile("\\d+");
    private static final String OVERSIZED = "2147483648";
    private static final int STRIDE = 7;
    private final Imports imports = new Imports();

    static Stream<String> oversizedVariants() {
        List<String> variants = new ArrayList<>();
        for (String paste : PasteMutations.fixtures()) {
            String[] lines = paste.split("\n", -1);
            for (int offset = 0; offset < STRIDE; offset++) {
                StringBuilder out = new StringBuilder();
                for (int i = 0; i < lines.length; i++) {
                    String line = i % STRIDE == offset ? NUMBER.matcher(lines[i]).replaceAll(OVERSIZED) : lines[i];
                    out.append(line).append('\n');
                }
                variants.add(out.toString());
            }
        }
        return variants.stream();
    }

    @ParameterizedTest
    @MethodSource("oversizedVariants")
    void anOversizedNumberIsRefusedOrSkippedNeverThrown(String paste) {
        for (ImportFormat format : ImportFormat.values()) {
            assertThatCode(() -> {
                try {
                    imports.parse(paste, "oversized", format);
                } catch (ImportException refused) {
                    // a clear refusal is the other allowed answer
                }
            }).as("format %s", format).doesNotThrowAnyException();
        }
    }
}
