package dev.linkledger.rules.media;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.MediumKind;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MediaCatalogTest {
    private final MediaCatalog media = MediaCatalog.bundled();

    private static EnclosureFact enclosure(MediumKind kind, Integer gen, Integer lanes, String sdBus, Integer rated) {
        return new EnclosureFact("e", null, null, null, kind, gen, lanes, null, sdBus, rated, null, null, null, List.of());
    }

    @Test
    void knowsV30IsAThirtyMegabyteMinimumWriteAndUhsIRunsAt104() {
        assertThat(media.speedClass("V30")).map(MediaCatalog.SdSpeedClass::minWriteMBps).contains(30.0);
        assertThat(media.sdBus("UHS-I")).map(MediaCatalog.SdBus::busMBps).contains(104.0);
        assertThat(media.sdBus("UHS-II")).map(MediaCatalog.SdBus::busMBps).contains(312.0);
    }

    @Test
    void givesNvmeByGenerationAndLanesAndSataAt550() {
        assertThat(media.nvme(3, 2)).map(MediaCatalog.Nvme::mbps).contains(1600.0);
        assertThat(media.nvme(3, 4)).map(MediaCatalog.Nvme::mbps).contains(3500.0);
        assertThat(media.nvme(4, 4)).map(MediaCatalog.Nvme::mbps).contains(7000.0);
        assertThat(media.nvme(null, 4)).isEmpty();
        assertThat(media.sata().mbps()).isEqualTo(550.0);
    }

    @Test
    void mediumCeilingPrefersTheRatingAndLeavesAnUnratedNvmeDriveUnknown() {
        assertThat(media.mediumCeilingMBps(enclosure(MediumKind.NVME, 3, 2, null, 2400))).contains(2400.0);
        assertThat(media.mediumCeilingMBps(enclosure(MediumKind.NVME, 3, 2, null, null))).isEmpty();
        assertThat(media.mediumCeilingMBps(enclosure(MediumKind.SD, null, null, "UHS-I", null))).contains(104.0);
        assertThat(media.mediumCeilingMBps(enclosure(MediumKind.SATA, null, null, null, null))).contains(550.0);
        assertThat(media.bridgeLinkMBps(enclosure(MediumKind.NVME, 3, 2, null, 2400))).contains(1600.0);
    }

    @Test
    void everyRowParsesStrictlyWithBasisAndSource() throws Exception {
        ObjectMapper strict = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        try (InputStream in = getClass().getResourceAsStream("/dev/linkledger/rules/media/media.json")) {
            MediaCatalog.Data data = strict.readValue(in, MediaCatalog.Data.class);
            assertThat(data.sdSpeedClasses()).allSatisfy(c -> assertThat(c.source()).isNotBlank());
            assertThat(data.sdBuses()).allSatisfy(b -> assertThat(b.basis()).isNotNull());
            assertThat(data.nvme()).allSatisfy(n -> assertThat(n.source()).isNotBlank());
        }
    }
}
