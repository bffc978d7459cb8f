package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class VerboseParserTest {

    @Test
    void jms583DeclaresTenGigabitSuperSpeedPlusInItsBosWhileNegotiatingHighSpeed() {
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("jms583-10g-at-480.lsusb-v.txt"));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.bus).isEqualTo(3);
            assertThat(d.devnum).isEqualTo(5);
            assertThat(d.path).isNull();
            assertThat(d.speed).isEqualTo(UsbSpeed.parse("480"));
            assertThat(d.bos).isEqualTo(new Capability(10000, 1, "bos"));
            assertThat(d.bcdUsb).isEqualTo(UsbVersion.USB_2_10);
            assertThat(d.vidPid).isEqualTo(new VidPid("152d", "0583"));
            assertThat(d.bcdDevice).isEqualTo("0209");
            assertThat(d.deviceClass).isEqualTo("00");
            assertThat(d.manufacturer).isEqualTo("JMicron");
            assertThat(d.product).isEqualTo("USB to PCIE Bridge");
            assertThat(d.serial).isEqualTo("0123456789ABCDEF");
            assertThat(d.containerId).isEqualTo("{a1f2c3d4-0583-4a6b-9c2d-0123456789ab}");
            assertThat(d.interfaces).usingRecursiveFieldByFieldElementComparatorIgnoringFields("endpoints")
                    .containsExactly(new ObservedInterface(0, "08", "06", "50", null));
        });
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void aBosWithOnlyTheSuperSpeedCapabilityMeansFiveGigabit() {
        String paste = """
                Bus 002 Device 004: ID 0781:5583 SanDisk Corp. Ultra Fit
                Device Descriptor:
                  bcdUSB               3.20
                  idVendor           0x0781 SanDisk Corp.
                  idProduct          0x5583 Ultra Fit
                Binary Object Store Descriptor:
                  bLength                 5
                  SuperSpeed USB Device Capability:
                    wSpeedsSupported   0x000e
                      Device can operate at Full Speed (12Mbps)
                      Device can operate at High Speed (480Mbps)
                      Device can operate at SuperSpeed (5Gbps)
                """;
        SectionResult r = VerboseParser.parse(PasteText.of(paste));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.bos).isEqualTo(new Capability(5000, 1, "bos"));
            assertThat(d.speed).isNull();
        });
    }

    @Test
    void aRootHubBlockBecomesABusWithItsPortCountAndDeclaredSpeed() {
        String paste = """
                Bus 004 Device 001: ID 1d6b:0003 Linux Foundation 3.0 root hub
                Negotiated speed: Unknown
                Device Descriptor:
                  bcdUSB               3.10
                  bDeviceClass            9 Hub
                  idVendor           0x1d6b Linux Foundation
                  idProduct          0x0003 3.0 root hub
                  iManufacturer           3 Linux 6.12.21 xhci-hcd
                Hub Descriptor:
                  bLength              12
                  bNbrPorts             2
                Binary Object Store Descriptor:
                  SuperSpeedPlus USB Device Capability:
                    wFunctionalitySupport   0x1100
                      Min functional RX lanes: 1
                      Min functional TX lanes: 1
                    bmSublinkSpeedAttr[0]   0x000a4030
                      Speed Attribute ID: 0 10Gb/s Symmetric RX SuperSpeedPlus
                """;
        SectionResult r = VerboseParser.parse(PasteText.of(paste));

        assertThat(r.devices()).isEmpty();
        assertThat(r.buses()).containsExactly(new ObservedBus(4, UsbSpeed.parse("10000"), null, 2, "xhci-hcd", null));
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void theBlockEndsAtProseSoLaterTextIsNotReadIntoIt() {
        String paste = ImportFixtures.text("jms583-10g-at-480.lsusb-v.txt") + "\nbInterfaceClass is what I wondered about\n  iProduct 2 Fake\n";
        SectionResult r = VerboseParser.parse(PasteText.of(paste));

        assertThat(r.devices()).singleElement().satisfies(d -> assertThat(d.product).isEqualTo("USB to PCIE Bridge"));
    }

    @Test
    void aMalformedValueIsSkippedWithItsLineNumberAndTheRestIsKept() {
        String paste = """
                Bus 001 Device 007: ID 0bda:9210 Realtek Semiconductor Corp. RTL9210 M.2 NVME Adapter
                Negotiated speed: SuperSpeed+ (10Gbps)
                Device Descriptor:
                  bcdUSB               3.2O
                  idVendor           0x0bda Realtek Semiconductor Corp.
                  iProduct                2 RTL9210
                """;
        SectionResult r = VerboseParser.parse(PasteText.of(paste));

        assertThat(r.notes()).extracting(n -> n.line(), n -> n.kind()).containsExactly(tuple(4, "skipped"));
        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.speed).isEqualTo(UsbSpeed.parse("10000"));
            assertThat(d.bcdUsb).isNull();
            assertThat(d.product).isEqualTo("RTL9210");
        });
    }

    @Test
    void negotiatedSpeedIsReadFromItsRateOrItsName() {
        assertThat(UsbText.negotiated("Negotiated speed: High Speed (480Mbps)")).isEqualTo(UsbSpeed.parse("480"));
        assertThat(UsbText.negotiated("Negotiated speed: SuperSpeed+ Gen 2x2 (20Gbps)")).isEqualTo(UsbSpeed.parse("20000"));
        assertThat(UsbText.negotiated("Negotiated speed: Low Speed (1Mbps)")).isEqualTo(UsbSpeed.parse("1.5"));
        assertThat(UsbText.negotiated("Negotiated speed: SuperSpeed")).isEqualTo(UsbSpeed.parse("5000"));
        assertThat(UsbText.negotiated("Negotiated speed: Unknown")).isNull();
    }

    @Test
    void aPlainLsusbLineIsNotABlock() {
        assertThat(VerboseParser.parse(PasteText.of("Bus 001 Device 023: ID 152d:0583 JMicron\nBus 001 Device 001: ID 1d6b:0002\n")).found()).isFalse();
    }

    /** Three lines of a real paste: the linux-usb thread "Trouble with drivers for Epson Moverio BT-40" (2025-12-15), wrapped by the mail client. */
    @Test
    void aHeaderWrappedByAMailClientStillOpensItsBlock() {
        String paste = """
                Bus 001 Device 006: ID 27c6:609c Shenzhen Goodix Technology Co.,Ltd.\s
                Goodix USB2.0 MISC
                Negotiated speed: Full Speed (12Mbps)
                Device Descriptor:
                   bLength                18
                   bDescriptorType         1
                   bcdUSB               2.00
                   bDeviceClass          239 Miscellaneous Device
                   idVendor           0x27c6 Shenzhen Goodix Technology Co.,Ltd.
                   idProduct          0x609c Goodix USB2.0 MISC
                   iProduct                2 Goodix USB2.0 MISC
                """;
        SectionResult r = VerboseParser.parse(PasteText.of(paste));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.speed).isEqualTo(UsbSpeed.parse("12"));
            assertThat(d.bcdUsb).isEqualTo(UsbVersion.USB_2_00);
            assertThat(d.deviceClass).isEqualTo("ef");
            assertThat(d.product).isEqualTo("Goodix USB2.0 MISC");
        });
        assertThat(r.notes()).isEmpty();
    }
}
