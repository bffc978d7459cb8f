package dev.linkledger.rules.catalog;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Every piece of bundled knowledge names where it comes from. */
class KnowledgeSourcesTest {

    @Test
    void everyUasQuirkNamesItsKernelFileAndFlags() {
        assertThat(UasQuirks.bundled().entries()).hasSizeGreaterThanOrEqualTo(25).allSatisfy(q -> {
            assertThat(q.source()).containsAnyOf("unusual_uas.h", "unusual_devs.h", "uas-detect.h");
            assertThat(q.flags()).isNotEmpty();
            assertThat(q.vendorId()).matches("[0-9a-f]{4}");
        });
    }

    @Test
    void findsEveryFirmwareRangeOfADeviceOnBothLists() {
        assertThat(UasQuirks.bundled().find("357D", "7788")).hasSize(2).allMatch(UasQuirk::ignoresUas);
        assertThat(UasQuirks.bundled().find("152d", "0583")).singleElement().satisfies(q -> {
            assertThat(q.ignoresUas()).isFalse();
            assertThat(q.flagText()).isEqualTo("US_FL_NO_REPORT_OPCODES");
        });
    }

    @Test
    void marksTheAsmediaSharedIdAsConditional() {
        assertThat(UasQuirks.bundled().find("174c", "55aa")).singleElement().satisfies(q -> {
            assertThat(q.unconditional()).isFalse();
            assertThat(q.condition()).contains("bMaxPower");
        });
    }

    @Test
    void everyChipFamilyNamesItsDriverSourceAndTheCauseClass() {
        assertThat(ChipFamilies.bundled().families()).hasSizeGreaterThanOrEqualTo(5).allSatisfy(f -> {
            assertThat(f.source()).isNotBlank();
            assertThat(f.cause()).isNotBlank();
            assertThat(f.check()).isNotBlank();
            assertThat(f.upstream().totalMbps()).isGreaterThanOrEqualTo(5000);
        });
        assertThat(ChipFamilies.bundled().forDrivers(java.util.List.of("usbhid", "rtw88_8822cu")))
                .hasValueSatisfying(f -> assertThat(f.usb2Mode()).isEqualTo(Usb2Mode.SWITCHED_BY_DRIVER));
        assertThat(ChipFamilies.bundled().forDrivers(java.util.List.of("rtw88_8821cu"))).isEmpty();
    }
}
