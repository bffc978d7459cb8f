package dev.linkledger.rules.catalog;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.rules.link.LinkMode;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.List;

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
            assertThat(rows).hasSize(catalog.size()).hasSizeGreaterThanOrEqualTo(18);
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
}
