package dev.linkledger.rules.link;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import static dev.linkledger.rules.link.LinkMode.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LinkCeilingsTest {
    private final LinkCeilings ceilings = LinkCeilings.bundled();

    @ParameterizedTest(name = "{0}: raw {1}, UAS {2}, BOT {3}")
    @CsvSource({
            "HIGH_SPEED, 53,   43,   40",
            "GEN1,       500,  400,  280",
            "GEN2,       1212, 1050, 800",
            "GEN1X2,     1000, 800,  560",
            "GEN2X2,     2424, 2000, 1600",
            "USB4_40,    4848, 3100, 3100"})
    void givesRawAndPracticalStorageRatesPerMode(LinkMode mode, int raw, int uas, int bot) {
        assertThat(ceilings.rawMBps(mode)).isEqualTo(raw);
        assertThat(ceilings.practicalMBps(mode, true)).isEqualTo(uas);
        assertThat(ceilings.practicalMBps(mode, false)).isEqualTo(bot);
    }

    @Test
    void usb4WithPcieGen4BridgeIsFasterThanWithGen3Bridge() {
        assertThat(ceilings.practicalMBps(USB4_40, true, true)).isEqualTo(3800);
        assertThat(ceilings.practicalMBps(USB4_40, true, false)).isEqualTo(3100);
        assertThat(ceilings.practicalMBps(GEN2, true, true)).isEqualTo(1050);
    }

    @Test
    void lowAndFullSpeedHaveTinyCeilings() {
        assertThat(ceilings.practicalMBps(LOW_SPEED, false)).isZero();
        assertThat(ceilings.practicalMBps(FULL_SPEED, false)).isEqualTo(1);
        assertThat(HIGH_SPEED.practicalCeilingMBps(true)).isEqualTo(43);
    }

    @Test
    void everyModeHasRowWhoseFiguresCarryBasisAndSource() {
        assertThat(ceilings.all()).extracting(LinkCeiling::mode).containsExactlyInAnyOrder(LinkMode.values());
        for (LinkCeiling row : ceilings.all()) {
            List<Figure> figures = Stream.of(row.raw(), row.uas(), row.bot(), row.tunnel(), row.tunnelGen4Bridge())
                    .filter(Objects::nonNull).toList();
            assertThat(figures).as(row.mode().name()).allSatisfy(f -> {
                assertThat(f.basis()).isNotNull();
                assertThat(f.source()).isNotBlank();
                assertThat(f.mbps()).isPositive();
            });
        }
    }

    @Test
    void practicalNeverExceedsRawAndUasNeverTrailsBot() {
        assertThat(ceilings.all()).allSatisfy(row -> {
            assertThat(row.practical(true).mbps()).isLessThanOrEqualTo(row.raw().mbps());
            assertThat(row.practical(true).mbps()).isGreaterThanOrEqualTo(row.practical(false).mbps());
        });
    }

    @Test
    void ceilingsGrowWithTheLinkRate() {
        List<LinkMode> byRate = new ArrayList<>(List.of(LinkMode.values()));
        byRate.sort((a, b) -> Double.compare(a.totalMbps(), b.totalMbps()));
        for (int i = 1; i < byRate.size(); i++)
            if (byRate.get(i).totalMbps() > byRate.get(i - 1).totalMbps())
                assertThat(ceilings.practicalMBps(byRate.get(i), true)).as(byRate.get(i).name())
                        .isGreaterThanOrEqualTo(ceilings.practicalMBps(byRate.get(i - 1), true));
    }

    @Test
    void marksInferredAndThirdPartyFigures() {
        assertThat(ceilings.of(GEN2).bot().basis()).isEqualTo(Basis.INFERRED);
        assertThat(ceilings.of(GEN1X2).uas().basis()).isEqualTo(Basis.INFERRED);
        assertThat(ceilings.of(GEN2X2).uas().basis()).isEqualTo(Basis.THIRD_PARTY);
        assertThat(ceilings.of(GEN2).raw().basis()).isEqualTo(Basis.SPEC);
        assertThat(Basis.THIRD_PARTY.wire()).isEqualTo("third-party");
    }

    @Test
    void rejectsTableWithoutEveryMode() {
        Figure f = new Figure(1, Basis.SPEC, "test");
        assertThatThrownBy(() -> new LinkCeilings(List.of(new LinkCeiling(GEN1, f, f, f, null, null, null))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no ceiling row");
    }
}
