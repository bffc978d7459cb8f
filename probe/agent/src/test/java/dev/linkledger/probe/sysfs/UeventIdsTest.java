package dev.linkledger.probe.sysfs;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The kernel's uevent and modalias formats (drivers/usb/core/driver.c, usb_dev_uevent / usb_uevent). */
class UeventIdsTest {
    @Test
    void productIsUnpaddedHexAndTypeIsDecimal() {
        UeventIds ids = UeventIds.parse("MAJOR=189\nMINOR=260\nDEVNAME=bus/usb/003/005\nDEVTYPE=usb_device\nDRIVER=usb\n"
                + "PRODUCT=152d/583/209\nTYPE=9/0/3\nBUSNUM=003\nDEVNUM=005\n");

        assertThat(ids).isEqualTo(new UeventIds(3, 5, "152d", "0583", "0209", "09", "00", "03"));
    }

    @Test
    void vendorSpecificClassTwoFiftyFiveIsFf() {
        assertThat(UeventIds.parse("PRODUCT=403/6001/600\nTYPE=255/255/255\nBUSNUM=001\nDEVNUM=002").deviceClass()).isEqualTo("ff");
    }

    @Test
    void anIncompleteOrGarbledUeventGivesNothingSoTheAttributesDecide() {
        assertThat(UeventIds.parse("PRODUCT=152d/583/209\nBUSNUM=003\nDEVNUM=005")).isNull();
        assertThat(UeventIds.parse("PRODUCT=zz/583/209\nTYPE=0/0/0\nBUSNUM=003\nDEVNUM=005")).isNull();
        assertThat(UeventIds.parse("PRODUCT=152d/583/209\nTYPE=0/0/999\nBUSNUM=003\nDEVNUM=005")).isNull();
        assertThat(UeventIds.parse(null)).isNull();
    }

    @Test
    void modaliasEndsWithTheInterfaceClassSubclassProtocolAndNumber() {
        assertThat(UeventIds.interfaceCodes("usb:v152Dp0583d0209dc00dsc00dp00ic08isc06ip62in00\n"))
                .containsExactly("08", "06", "62", "00");
        assertThat(UeventIds.interfaceCodes("usb:v152Dp0583")).isNull();
    }
}
