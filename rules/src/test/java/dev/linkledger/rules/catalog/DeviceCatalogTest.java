package dev.linkledger.rules.catalog;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.rules.link.LinkMode;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class DeviceCatalogTest {
    private final DeviceCatalog catalog = DeviceCatalog.bundled();

    @Test
    void findsEntriesWhateverTheCaseOfTheIds() {
        assertThat(catalog.find("152D", "0583")).map(CatalogEntry::name).contains("JMicron JMS583");
        assertThat(catalog.find("0BDA", "B812")).map(CatalogEntry::usb2ByDesign).contains(true);
        assertThat(catalog.find("174c", "55AA")).map(CatalogEntry::upstream).contains(LinkMode.GEN1);
        assertThat(catalog.find("dead", "beef")).isEmpty();
        assertThat(catalog.find(null, "0583")).isEmpty();
    }

    @Test
    void everyRowParsesStrictlyAndIsUnique() throws Exception {
        ObjectMapper strict = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        try (InputStream in = getClass().getResourceAsStream("/dev/linkledger/rules/catalog/devices.json")) {
            List<CatalogEntry> rows = strict.readValue(in, new TypeReference<>() { });
            assertThat(rows).hasSize(catalog.size()).hasSizeGreaterThanOrEqualTo(150);
        }
    }

    @Test
    void everyRowHasIdsNameKindUpstreamAndSource() {
        assertThat(catalog.entries()).allSatisfy(e -> {
            assertThat(e.vendorId()).as(e.vidPid()).matches("[0-9a-f]{4}");
            assertThat(e.productId()).as(e.vidPid()).matches("[0-9a-f]{4}");
            assertThat(e.name()).isNotBlank();
            assertThat(e.kind()).isIn("bridge", "hub", "device");
            assertThat(e.upstream()).isNotNull();
            assertThat(e.source()).as(e.vidPid()).isNotBlank();
        });
    }

    @Test
    void bridgesNameTheirDownstreamAndGiveItsCeilingWithBasis() {
        assertThat(catalog.entries()).filteredOn(e -> e.kind().equals("bridge")).allSatisfy(e -> {
            assertThat(e.downstream()).as(e.vidPid()).isNotBlank();
            if (e.downstreamMBps() != null) assertThat(e.downstreamBasis()).as(e.vidPid()).isNotNull();
        });
    }

    @Test
    void knowsTheUsb4BridgeFallsBackToUsb3() {
        CatalogEntry asm2464 = catalog.find("174c", "2463").orElseThrow();

        assertThat(asm2464.upstream()).isEqualTo(LinkMode.USB4_40);
        assertThat(asm2464.usbFallback()).isEqualTo(LinkMode.GEN2);
        assertThat(asm2464.downstreamMBps()).isEqualTo(7000);
    }

    @Test
    void noVidPidIsListedTwice() throws Exception {
        try (InputStream in = getClass().getResourceAsStream("/dev/linkledger/rules/catalog/devices.json")) {
            List<CatalogEntry> rows = new ObjectMapper().readValue(in, new TypeReference<>() { });
            Map<String, Long> counts = rows.stream().collect(Collectors.groupingBy(CatalogEntry::vidPid, Collectors.counting()));
            assertThat(counts).as("vid:pid listed more than once").allSatisfy((id, n) -> assertThat(n).as(id).isEqualTo(1L));
        }
    }

    @Test
    void everySourceNamesWhereTheFactIsRead() {
        // A source is a file and its table or line, not just a word: "usb.ids" alone was the old floor.
        assertThat(catalog.entries()).allSatisfy(e -> assertThat(e.source().length()).as(e.vidPid()).isGreaterThanOrEqualTo(12));
    }

    @Test
    void theSuperSpeedHalfOfAHubIsUsb3AndItsUsb2HalfIsNotCatalogedAsUsb3() {
        assertThat(catalog.entries()).filteredOn(e -> e.name().contains("(SuperSpeed half)"))
                .isNotEmpty()
                .allSatisfy(e -> {
                    assertThat(e.kind()).as(e.vidPid()).isEqualTo("hub");
                    assertThat(e.upstream().superSpeed()).as(e.vidPid()).isTrue();
                });
        // The USB 2.0 halves named beside them in onboard_usb_dev.c: a USB 3 device behind one at 480M fell back,
        // so they must not read as USB 2.0-only hubs, nor as USB 3 ones.
        for (String usb2Half : List.of("2109:2817", "0424:2744", "0bda:5411", "0bda:5414", "0451:8142", "0451:8027", "04b4:6506", "1da0:55a1"))
            assertThat(catalog.find(usb2Half.substring(0, 4), usb2Half.substring(5))).as(usb2Half).isEmpty();
    }

    @Test
    void theAx88179TableGivesItsUsb3ProductsButNotTheUsb2Ax88178a() {
        CatalogEntry dub1312 = catalog.find("2001", "4a00").orElseThrow();
        assertThat(dub1312.upstream()).isEqualTo(LinkMode.GEN1);
        assertThat(dub1312.kind()).isEqualTo("device");
        assertThat(dub1312.source()).contains("ax88179_178a.c");
        assertThat(catalog.find("0b95", "178a")).as("AX88178A is USB 2.0").isEmpty();
    }

    @Test
    void theRealtekUsb2EthernetPartsAreNotCatalogedAsUsb3() {
        // RTL8152 is r8152's USB 2.0 part; cdc_ether.c names the Surface 2 dock (045e:07ab) as RTL8152-based.
        for (String usb2 : List.of("0bda:8152", "0bda:8050", "045e:07ab"))
            assertThat(catalog.find(usb2.substring(0, 4), usb2.substring(5))).as(usb2).isEmpty();
        assertThat(catalog.find("17ef", "7205")).map(CatalogEntry::upstream).contains(LinkMode.GEN1);
        assertThat(catalog.find("2357", "0601")).map(CatalogEntry::source).get().asString().contains("cdc_ether.c");
    }

    @Test
    void rtw88PartsStartInUsb2ModeLikeTheirChip() {
        assertThat(catalog.entries()).filteredOn(e -> e.source().contains("rtw88/rtw8822"))
                .hasSizeGreaterThanOrEqualTo(30)
                .allSatisfy(e -> assertThat(e.usb2ByDesign()).as(e.vidPid()).isTrue());
    }

    @Test
    void drivedbBridgesKeepTheUsb2IdsOfTheirEntriesOut() {
        assertThat(catalog.find("1759", "5000")).as("LucidPort USB300 USB 2.0 id").isEmpty();
        assertThat(catalog.find("067b", "2571")).as("Prolific PL2571 USB->SATA").isEmpty();
        assertThat(catalog.find("152d", "0578")).map(CatalogEntry::kind).contains("bridge");
        assertThat(catalog.find("1e91", "de79")).map(CatalogEntry::usbFallback).contains(LinkMode.GEN2);
    }
}
