package dev.linkledger.inventory.command;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Verdicts over a small lab of three cables and three connectors on two hosts, tests in any order. */
class TestVerdictsPropertiesTest {
    private static final List<LinkTest.ConnectorKey> CONNECTORS = List.of(
            new LinkTest.ConnectorKey("desktop", List.of("usb3-port2", "usb4-port2")),
            new LinkTest.ConnectorKey("desktop", List.of("usb4-port1")),
            new LinkTest.ConnectorKey("laptop", List.of("usb2-port1")));

    @Provide
    Arbitrary<List<LinkTest>> labs() {
        Arbitrary<LinkTest> test = Combinators.combine(
                Arbitraries.of("80g", "phone", "drawer"),
                Arbitraries.of(CONNECTORS),
                Arbitraries.of(480, 5000, 10000),
                Arbitraries.of(5000, 10000, 20000).injectNull(0.2),
                Arbitraries.integers().between(0, 9999)
        ).as((cable, connector, mbps, bothEnds, link) -> new LinkTest(cable, connector.hostId(), connector.portIds(),
                "link-" + link, mbps, bothEnds, null));
        return test.list().ofMinSize(1).ofMaxSize(8).uniqueElements(LinkTest::key);
    }

    @Property(tries = 300)
    void theVerdictsAreTheSameWhateverOrderTheTestsArriveIn(@ForAll("labs") List<LinkTest> tests, @ForAll long seed) {
        List<LinkTest> shuffled = new ArrayList<>(tests);
        Collections.shuffle(shuffled, new Random(seed));
        assertThat(TestVerdicts.of(shuffled)).isEqualTo(TestVerdicts.of(tests));
    }

    @Property(tries = 300)
    void aLimitIsNeverBelowWhatTheSameCableOrConnectorWasProvenToCarry(@ForAll("labs") List<LinkTest> tests) {
        TestVerdicts v = TestVerdicts.of(tests);
        v.cables().values().stream().filter(c -> c.limitMbps() != null)
                .forEach(c -> assertThat(c.limitMbps()).isGreaterThanOrEqualTo(c.provenMbps()));
        v.connectors().forEach((k, c) -> assertThat(tests.stream().filter(t -> t.connector().equals(k))
                .mapToInt(LinkTest::negotiatedMbps).max().orElseThrow()).isLessThanOrEqualTo(c.limitMbps()));
    }

    @Property(tries = 300)
    void aCableLimitedOrSuspectedHereIsNeverProvenFasterThanThatLink(@ForAll("labs") List<LinkTest> tests) {
        TestVerdicts v = TestVerdicts.of(tests);
        v.cables().values().forEach(c -> c.suspicions().forEach(s -> {
            assertThat(c.provenMbps()).isLessThanOrEqualTo(s.mbps());
            assertThat(c.limitMbps() == null || c.limitMbps() > s.mbps()).isTrue();
        }));
        v.connectors().values().forEach(c -> assertThat(v.cables().get(c.limitTest().cableId()).provenMbps())
                .isGreaterThan(c.limitMbps()));
    }
}
