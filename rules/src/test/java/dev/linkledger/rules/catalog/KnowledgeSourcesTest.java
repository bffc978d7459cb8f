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

    @Test
    void knowsADriverByItsUsbDriverNameAndAUsb2ChipOfTheSameDriverByItsId() {
        // lsusb -t prints the usb_driver name (rtw_8822bu), the module is rtw88_8822bu: both name the family.
        assertThat(ChipFamilies.bundled().forDrivers(java.util.List.of("rtw_8822bu")))
                .hasValueSatisfying(f -> assertThat(f.family()).contains("rtw88"));
        assertThat(ChipFamilies.bundled().forDevice(java.util.List.of("r8152"), "0bda", "8153")).isPresent();
        assertThat(ChipFamilies.bundled().forDevice(java.util.List.of("r8152"), "0BDA", "8152")).isEmpty();
    }

    @Test
    void everyHostControllerWithoutSuperSpeedNamesItsKernelSource() {
        assertThat(HostControllers.bundled().entries()).isNotEmpty().allSatisfy(e -> {
            assertThat(e.source()).containsAnyOf("drivers/usb/host", "drivers/usb/dwc2");
            assertThat(e.highestMbps()).isLessThanOrEqualTo(480);
        });
        assertThat(HostControllers.withoutSuperSpeed("dwc_otg/1p")).isTrue();
        assertThat(HostControllers.withoutSuperSpeed("ehci-pci")).isTrue();
        assertThat(HostControllers.withoutSuperSpeed("ci_hdrc")).isTrue();
        assertThat(HostControllers.withoutSuperSpeed("xhci_hcd/4p")).isFalse();
        assertThat(HostControllers.withoutSuperSpeed(null)).isFalse();
    }
}
