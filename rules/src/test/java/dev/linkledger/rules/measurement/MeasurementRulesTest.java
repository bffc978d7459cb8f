package dev.linkledger.rules.measurement;

import dev.linkledger.rules.finding.Finding;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.linkledger.rules.lab.Lab.*;
import static dev.linkledger.rules.lab.Seeds.*;
import static org.assertj.core.api.Assertions.assertThat;

class MeasurementRulesTest {

    @Test
    void measurementCachedStaysSilentForAFirstReadTheLinkCanCarry() {
        List<Finding> findings = fire(measurement(NETBOOK, "1-2", 48).link(480).bot().buffered().queueDepth(1).build());

        assertThat(withRule(findings, "MEASUREMENT_CACHED")).isEmpty();
    }

    @Test
    void measurementBelowCeilingAsksForDirectIoAndQueueDepthWhenRunAtQd1Buffered() {
        List<Finding> findings = fire(measurement(LAPTOP, "2-1", 300).buffered().queueDepth(1).tool("dd").build());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.rule()).isEqualTo("MEASUREMENT_BELOW_CEILING");
            assertThat(f.action()).isEqualTo("Measure again with --direct=1 --ioengine=libaio --iodepth=32 (or io_uring).");
            assertThat(f.data()).containsEntry("percent", 29);
        });
    }

    @Test
    void measurementBelowCeilingStaysSilentAboveHalfTheCeiling() {
        assertThat(fire(measurement(LAPTOP, "2-1", 600).build())).isEmpty();
    }

    @Test
    void measurementAtCeilingNamesAFasterCableWhenAKnownCableHoldsTheLink() {
        var enclosure = jms583(LAPTOP, "2-1").at(5000).can(10000, dev.linkledger.probe.usb.CapabilitySource.CATALOG)
                .drivers("uas").build();

        List<Finding> findings = fire(laptop(), enclosure, cable("gen1").emarker(5000).on(enclosure).build(),
                measurement(LAPTOP, "2-1", 390).link(5000).build());

        assertThat(withRule(findings, "MEASUREMENT_AT_CEILING")).singleElement()
                .satisfies(f -> assertThat(f.data()).containsEntry("nextElement", "cable"));
    }

    @Test
    void measurementAtCeilingStaysSilentForAnImpossibleNumber() {
        assertThat(withRule(fire(measurement(LAPTOP, "2-1", 1600).build()), "MEASUREMENT_AT_CEILING")).isEmpty();
    }
}
