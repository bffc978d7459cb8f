package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class CymeJsonParserTest {

    /** cyme's own test data (cyme 1.x, see the fixtures' README): versions as numbers, no root hub devices. */
    @Test
    void aCymeTreeGivesEveryDeviceItsPathDeviceNumberIdsAndSpeed() {
        SectionResult r = CymeJsonParser.parse(ImportFixtures.paste("cyme/cyme-linux-tree.json"));

        assertThat(r.devices()).extracting(d -> d.path.toString(), d -> d.devnum, d -> d.vidPid, d -> d.speed, d -> d.product).containsExactly(
                tuple("1-6", 3, new VidPid("203a", "fffa"), UsbSpeed.parse("480"), "Virtual Printer (/Users/john/Parallels/Arch.pvm/parallel.txt)"),
                tuple("1-2", 2, new VidPid("203a", "fffc"), UsbSpeed.parse("480"), "Virtual Mouse"),
                tuple("2-2", 2, new VidPid("203a", "fffe"), UsbSpeed.parse("12"), "Virtual USB1.1 HUB"),
                tuple("2-2.5", 4, new VidPid("1366", "1050"), UsbSpeed.parse("12"), "J-Link"),
                tuple("2-2.4", 3, new VidPid("1d50", "6018"), UsbSpeed.parse("12"), "Black Magic Probe  v1.8.2"));
        assertThat(r.buses()).extracting(ObservedBus::bus, ObservedBus::driver).containsExactly(
                tuple(1, "ehci_hcd"), tuple(2, "uhci_hcd"), tuple(3, "xhci-hcd"), tuple(4, "xhci-hcd"));
        assertThat(r.notes()).isEmpty();
    }

    @Test
    void olderCymesNumericVersionsAndClassNamesAreRead() {
        SectionResult r = CymeJsonParser.parse(ImportFixtures.paste("cyme/cyme-linux-tree.json"));

        DeviceFacts hub = r.devices().get(2);
        assertThat(hub.bcdUsb).isEqualTo(UsbVersion.USB_2_00);
        assertThat(hub.bcdDevice).isEqualTo("0101");
        assertThat(hub.deviceClass).isEqualTo("09");
        assertThat(hub.interfaces).containsExactly(new ObservedInterface(0, "09", "00", "00", "hub"));
        DeviceFacts probe = r.devices().get(4);
        assertThat(probe.deviceClass).isEqualTo("ef");
        assertThat(probe.catalogName).isEqualTo("Black Magic Debug Probe (Application)");
        assertThat(probe.interfaces).extracting(ObservedInterface::interfaceClass)
                .containsExactly("02", "0a", "02", "0a", "fe", "ff");
        assertThat(r.devices().get(1).interfaces).extracting(ObservedInterface::interfaceClass, ObservedInterface::driver)
                .containsExactly(tuple("03", "usbhid"), tuple("03", "usbhid"));
    }

    /** Bus 4 of cyme's current test data (tests/data/cyme_libusb_linux_tree.json), its configurations left out. */
    @Test
    void cyme2sRootHubDeviceGivesItsBusSpeedAndIsNotADevice() {
        String bus4 = """
                {
                  "buses": [
                    {
                      "name": "xHCI Host Controller",
                      "host_controller": "Linux 6.0.10-arch2-1 xhci-hcd",
                      "pci_vendor": 7531,
                      "pci_device": 3,
                      "usb_bus_number": 4,
                      "devices": [
                        {
                          "name": "xHCI Host Controller",
                          "vendor_id": 7531,
                          "product_id": 3,
                          "location_id": {
                            "bus": 4,
                            "tree_positions": [],
                            "number": 1
                          },
                          "serial_num": "0000:00:1d.6",
                          "manufacturer": "Linux 6.0.10-arch2-1 xhci-hcd",
                          "bcd_device": "6.00",
                          "bcd_usb": "3.10",
                          "device_speed": "10.0 Gb/s",
                          "class": "hub",
                          "sub_class": 0,
                          "protocol": 3
                        }
                      ]
                    }
                  ]
                }
                """;
        SectionResult r = CymeJsonParser.parse(PasteText.of(bus4));

        assertThat(r.devices()).isEmpty();
        assertThat(r.buses()).containsExactly(new ObservedBus(4, UsbSpeed.parse("10000"), null, null, "xhci-hcd", null));
    }

    @Test
    void aSuperSpeedPlusBosInCymesJsonIsTheDevicesCapability() {
        String list = """
                $ cyme --json
                [
                  {
                    "name": "RTL9210", "vendor_id": 3034, "product_id": 37392,
                    "location_id": {"bus": 2, "tree_positions": [1, 3], "number": 4},
                    "bcd_usb": "3.20", "device_speed": "480.0 Mb/s", "class": "use-interface-descriptor",
                    "extra": {
                      "negotiated_speed": "high_speed",
                      "binary_object_store": {"capabilities": [
                        {"super-speed": {"speed_supported": 14}},
                        {"super-speed-plus": {"functionality_supported": 4352, "sublink_attributes": [688180, 688308]}}
                      ]}
                    }
                  }
                ]
                and that was all
                """;
        SectionResult r = CymeJsonParser.parse(PasteText.of(list));

        assertThat(r.firstLine()).isEqualTo(2);
        assertThat(r.devices()).singleElement().satisfies(d -> {
            assertThat(d.path.toString()).isEqualTo("2-1.3");
            assertThat(d.vidPid).isEqualTo(new VidPid("0bda", "9210"));
            assertThat(d.speed).isEqualTo(UsbSpeed.parse("480"));
            assertThat(d.bos).isEqualTo(new Capability(10000, 1, "bos"));
        });
    }

    @Test
    void aDeviceWithAPathNoKernelCouldHaveIsSkippedWithANoteAndTheRestKept() {
        String list = """
                [
                  {"name": "ok", "location_id": {"bus": 1, "tree_positions": [2], "number": 5}, "device_speed": "12.0 Mb/s"},
                  {"name": "bad", "location_id": {"bus": 1, "tree_positions": [0], "number": 6}}
                ]
                """;
        SectionResult r = CymeJsonParser.parse(PasteText.of(list));

        assertThat(r.devices()).extracting(d -> d.path.toString()).containsExactly("1-2");
        assertThat(r.notes()).extracting(n -> n.kind(), n -> n.where()).containsExactly(tuple("skipped", "bad"));
    }

    @Test
    void jsonThatIsNotCymesIsNotRead() {
        assertThat(CymeJsonParser.parse(PasteText.of("{\"buses\": 3}\n[1, 2]\n{\"devices\": []}\n")).found()).isFalse();
        assertThat(CymeJsonParser.parse(PasteText.of("{ not json at all\n")).found()).isFalse();
    }

    @Test
    void autoImportFindsCymeJsonAndNamesItsSource() throws Exception {
        Observation o = new Imports().parse(ImportFixtures.text("cyme/cyme-linux-tree.json"), "vm", ImportFormat.AUTO);

        assertThat(o.source()).isEqualTo("cyme-json");
        assertThat(o.devices()).extracting(ObservedDevice::path).containsExactly("1-2", "1-6", "2-2", "2-2.4", "2-2.5");
        assertThat(o.buses()).hasSize(4);
        assertThat(ImportFormat.parse("cyme-json")).isEqualTo(ImportFormat.CYME_JSON);
    }
}
