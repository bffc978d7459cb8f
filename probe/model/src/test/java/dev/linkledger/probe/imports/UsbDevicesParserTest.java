package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class UsbDevicesParserTest {

    @Test
    void seed002ChainIsRebuiltFromParentDeviceNumbersAndZeroBasedPorts() {
        SectionResult r = UsbDevicesParser.parse(ImportFixtures.paste("seed002-chain.usb-devices.txt"));

        assertThat(r.devices()).extracting(d -> d.path.toString(), d -> d.devnum, d -> d.speed, d -> d.maxChild).containsExactly(
                tuple("1-7", 59, UsbSpeed.parse("480"), 4),
                tuple("1-7.2", 60, UsbSpeed.parse("480"), 4),
                tuple("1-7.2.1", 70, UsbSpeed.parse("480"), 0),
                tuple("1-7.2.3", 61, UsbSpeed.parse("1.5"), 0),
                tuple("1-7.2.4", 62, UsbSpeed.parse("480"), 4));
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void cardReaderKeepsItsIdsStringsVersionAndDriver() {
        SectionResult r = UsbDevicesParser.parse(ImportFixtures.paste("seed002-chain.usb-devices.txt"));

        DeviceFacts reader = r.devices().stream().filter(d -> d.devnum == 70).findFirst().orElseThrow();
        assertThat(reader.vidPid).isEqualTo(new VidPid("0bda", "0316"));
        assertThat(reader.bcdUsb).isEqualTo(new UsbVersion(0x0320));
        assertThat(reader.bcdDevice).isEqualTo("0204");
        assertThat(reader.manufacturer).isEqualTo("Generic");
        assertThat(reader.product).isEqualTo("USB3.0-CRW");
        assertThat(reader.serial).isEqualTo("20120501030900000");
        assertThat(reader.deviceClass).isEqualTo("00");
        assertThat(reader.interfaces).containsExactly(new ObservedInterface(0, "08", "06", "50", "usb-storage"));
    }

    @Test
    void rootHubsBecomeBusesNamedAfterTheirHostControllerDriver() {
        SectionResult r = UsbDevicesParser.parse(ImportFixtures.paste("seed002-chain.usb-devices.txt"));

        assertThat(r.buses()).containsExactly(
                new ObservedBus(1, UsbSpeed.parse("480"), null, 16, "xhci-hcd", null),
                new ObservedBus(2, UsbSpeed.parse("5000"), null, 8, "xhci-hcd", null));
    }

    @Test
    void aDeviceWhoseParentIsNotInThePasteKeepsBusAndDeviceNumberOnly() {
        String paste = """
                T:  Bus=01 Lev=02 Prnt=02 Port=03 Cnt=01 Dev#= 23 Spd=480 MxCh= 0
                P:  Vendor=152d ProdID=0583 Rev=02.09
                """;
        SectionResult r = UsbDevicesParser.parse(PasteText.of(paste));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.path).isNull();
            assertThat(d.bus).isEqualTo(1);
            assertThat(d.devnum).isEqualTo(23);
            assertThat(d.vidPid).isEqualTo(new VidPid("152d", "0583"));
        });
    }

    @Test
    void aWrappedLineIsJoinedAndAGarbledOneIsSkippedWithItsNumber() {
        String paste = """
                T:  Bus=03 Lev=01 Prnt=01 Port=01 Cnt=01 Dev#=  5 Spd=480
                MxCh= 0
                P:  Vendor=152d ProdID=0583 Rev=0x.09
                I:  If#= 0 Alt= 0 #EPs= 2 Cls=08(stor.) Sub=06 Prot=62 Driver=uas
                """;
        SectionResult r = UsbDevicesParser.parse(PasteText.of(paste));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.path.toString()).isEqualTo("3-2");
            assertThat(d.interfaces).extracting(ObservedInterface::driver).containsExactly("uas");
        });
        assertThat(r.notes()).extracting(n -> n.line(), n -> n.kind()).containsExactly(tuple(3, "skipped"));
    }

    @Test
    void theKernelsDevicesFileFormatWithIfHashSpaceZeroIsReadAsUsbDevices() {
        SectionResult r = UsbDevicesParser.parse(ImportFixtures.paste("usb-devices/realtek-wifi-cd-mode.debugfs-usb-devices.txt"));

        assertThat(r.devices()).extracting(d -> d.path.toString(), d -> d.bus, d -> d.devnum, d -> d.speed, d -> d.vidPid, d -> d.product)
                .containsExactly(
                        tuple("2-2", 2, 12, UsbSpeed.parse("480"), new VidPid("0bda", "a192"), "DISK"),
                        tuple("3-3", 3, 55, UsbSpeed.parse("480"), new VidPid("0bda", "1a2b"), "DISK"));
        assertThat(r.devices()).allSatisfy(d -> assertThat(d.interfaces).containsExactly(new ObservedInterface(0, "08", "06", "50", null)));
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void aDeviceWhoseParentsAreNotPastedKeepsBusDeviceNumberLevelParentAndPort() {
        SectionResult r = UsbDevicesParser.parse(ImportFixtures.paste("usb-devices/inic3069-optical-quoted.debugfs-usb-devices.txt"));

        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.path).isNull();
            assertThat(d.bus).isEqualTo(2);
            assertThat(d.devnum).isEqualTo(3);
            assertThat(d.level).isEqualTo(2);
            assertThat(d.parentDevnum).isEqualTo(2);
            assertThat(d.port).isEqualTo(2);
            assertThat(d.speed).isEqualTo(UsbSpeed.parse("5000"));
            assertThat(d.vidPid).isEqualTo(new VidPid("13fd", "3940"));
            assertThat(d.bcdDevice).isEqualTo("0310");
            assertThat(d.product).isEqualTo("DVD+-RW GT80N");
            assertThat(d.interfaces).containsExactly(new ObservedInterface(0, "08", "02", "50", "usb-storage"));
        });
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void usbutilsIfHashHexNumbersAndABlockCutAtTheTopAreRead() {
        SectionResult r = UsbDevicesParser.parse(ImportFixtures.paste("usb-devices/usbutils-pr103-via-hub.usb-devices.txt"));

        assertThat(r.devices()).extracting(d -> d.path.toString(), d -> d.devnum, d -> d.speed, d -> d.manufacturer, d -> d.product)
                .containsExactly(
                        tuple("7-3", 2, UsbSpeed.parse("480"), "VIA Labs, Inc.", "USB2.0 Hub"),
                        tuple("7-3.1", 3, UsbSpeed.parse("1.5"), "Microsoft", "Microsoft Trackball Optical®"));
        assertThat(r.devices().get(1).interfaces).containsExactly(new ObservedInterface(0, "03", "01", "02", "usbhid"));
        assertThat(r.buses()).containsExactly(new ObservedBus(7, UsbSpeed.parse("480"), null, 4, "xhci-hcd", null));
        assertThat(r.notes()).extracting(n -> n.line(), n -> n.message())
                .containsExactly(tuple(2, "usb-devices: no 'T:' line above it, so its bus and device number are unknown"));
    }
}
