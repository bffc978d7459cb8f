package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.text.ControlCharacters;
import dev.linkledger.probe.usb.OneChipCatalog;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** Real mixed pastes whose tree lines a mail client wrapped or a poster annotated after a tab (imports/README.md). */
class WrappedAndTabbedPastesTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);
    private final Imports imports = new Imports(OneChipCatalog.resolver(), CLOCK);

    private Observation auto(String fixture) throws ImportException {
        return imports.parse(ImportFixtures.text(fixture), "h", ImportFormat.AUTO);
    }

    @Test
    void aTreeLineWrappedBeforeItsDriverIsPlacedAndMergedWithItsLsusbV() throws Exception {
        Observation o = auto("rtl8812bu-mail-wrapped-tree-lsusb-v.txt");

        assertThat(o.devices()).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("3-1");
            assertThat(d.devnum()).isEqualTo(6);
            assertThat(d.speedMbps()).isEqualTo(UsbSpeed.parse("480"));
            assertThat(d.vendorId() + ":" + d.productId()).isEqualTo("0bda:b812");
            assertThat(d.bcdUsb()).isEqualTo("2.10");
            assertThat(d.interfaces()).extracting(ObservedInterface::driver).containsExactly("rtl88x2bu");
        });
        assertThat(o.notes()).extracting(ObservationNote::kind).containsExactly("provenance");
    }

    @Test
    void tabsInsideLinesAreSpacesSoNoFieldCarriesOneAndTheLaterRunAddsTheCaddy() throws Exception {
        Observation o = auto("rtl9210-caddy-tabs-before-after.lsusb-tv.txt");

        assertThat(o.devices()).extracting(ObservedDevice::path, ObservedDevice::devnum, ObservedDevice::speedMbps, d -> d.vendorId() + ":" + d.productId())
                .containsExactly(tuple("3-1", 6, UsbSpeed.parse("480"), "0bda:9210"));
        assertThat(o.devices().get(0).product()).isEqualTo("Realtek Semiconductor Corp. RTL9210 M.2 NVME Adapter");
        Stream<String> strings = Stream.concat(o.notes().stream().flatMap(n -> Stream.of(n.where(), n.message())),
                o.devices().stream().flatMap(d -> Stream.of(d.product(), d.path(), d.portId())));
        assertThat(strings).allSatisfy(s -> assertThat(s == null ? null : ControlCharacters.first(s, "")).isNull());
    }
}
