package dev.linkledger.probe.usb;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The path order read on the fly gives the order of the paths' number lists (bus, then each port;
 * a list before its own continuation), for every kernel path and for malformed texts alike.
 */
class PortPathOrderPropertiesTest {

    @Property(tries = 2000)
    void ordersAsTheNumberListsOfThePaths(@ForAll("paths") String a, @ForAll("paths") String b) {
        assertThat(Integer.signum(PortPath.compareTexts(a, b))).isEqualTo(Integer.signum(Arrays.compare(numbers(a), numbers(b))));
    }

    @Property(tries = 500)
    void aPathEqualsOnlyItselfAndTheOrderIsAntisymmetric(@ForAll("paths") String a, @ForAll("paths") String b) {
        assertThat(PortPath.compareTexts(a, a)).isZero();
        assertThat(Integer.signum(PortPath.compareTexts(a, b))).isEqualTo(-Integer.signum(PortPath.compareTexts(b, a)));
    }

    /** Kernel paths (bus 1–63, 1–6 ports of 1–31) and, a fifth of the time, short runs of digits (or none) between separators. */
    @Provide
    Arbitrary<String> paths() {
        Arbitrary<String> kernel = Arbitraries.integers().between(1, 63).flatMap(bus ->
                Arbitraries.integers().between(1, 31).list().ofMinSize(1).ofMaxSize(6)
                        .map(ports -> bus + "-" + String.join(".", ports.stream().map(String::valueOf).toList())));
        Arbitrary<String> loose = Arbitraries.strings().numeric().ofMaxLength(4).list().ofMinSize(1).ofMaxSize(5)
                .flatMap(numbers -> Arbitraries.of("-", ".").list().ofSize(numbers.size()).map(separators -> {
                    StringBuilder text = new StringBuilder(numbers.get(0));
                    for (int k = 1; k < numbers.size(); k++) text.append(separators.get(k)).append(numbers.get(k));
                    return text.toString();
                }));
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(4, kernel), net.jqwik.api.Tuple.of(1, loose));
    }

    /** The list the order is defined by: every number between separators, an empty one as 0. */
    private static int[] numbers(String path) {
        return Arrays.stream(path.split("[-.]", -1)).mapToInt(n -> n.isEmpty() ? 0 : Integer.parseInt(n)).toArray();
    }
}
