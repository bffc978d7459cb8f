package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** Whole {@code lsusb -v} dumps of real machines (hw-probe data, see the fixtures' README): nothing in them is dropped. */
class RealVerboseDumpsTest {
    private static final Pattern HEADER = Pattern.compile("(?m)^Bus \\d{3} Device \\d{3}: ID ");
    private static final Pattern HEADER_IDS = Pattern.compile("(?m)^Bus (\\d{3}) Device (\\d{3}): ID ");
    private static final Pattern UNPLACED = Pattern.compile("Bus (\\d{3}) Device (\\d{3})");

    @ParameterizedTest
    @ValueSource(strings = {"asus-zen-aio-m5401wua", "framework-laptop-fedora38", "supermicro-sys-1029u-trt",
            "supermicro-sys-1029u-tr25m", "supermicro-h11ssl-nc"})
    void everyBusAndDeviceHeaderOfARealDumpIsReadAsABusOrADevice(String machine) {
        String dump = ImportFixtures.text("lsusb-v/" + machine + ".lsusb-v.txt");
        long headers = HEADER.matcher(dump).results().count();

        SectionResult r = VerboseParser.parse(PasteText.of(dump));

        assertThat(r.devices().size() + r.buses().size()).isEqualTo(headers);
        assertThat(r.devices()).allSatisfy(d -> {
            assertThat(d.bus).isPositive();
            assertThat(d.devnum).isGreaterThan(1);
            assertThat(d.bcdUsb).isNotNull();
            assertThat(d.deviceClass).isNotNull();
            assertThat(d.interfaces).isNotEmpty();
        });
        assertThat(r.buses()).allSatisfy(b -> {
            assertThat(b.speedMbps()).isNotNull();
            assertThat(b.driver()).isIn("xhci-hcd", null);
        });
        assertThat(r.notes()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"asus-zen-aio-m5401wua", "framework-laptop-fedora38", "supermicro-sys-1029u-trt",
            "supermicro-sys-1029u-tr25m", "supermicro-h11ssl-nc"})
    void importingARealDumpAccountsForEveryHeaderAsABusADeviceOrAnUnplacedDevice(String machine) throws Exception {
        String dump = ImportFixtures.text("lsusb-v/" + machine + ".lsusb-v.txt");
        List<String> headers = HEADER_IDS.matcher(dump).results().map(m -> m.group(1) + ":" + m.group(2)).toList();

        Observation o = new Imports().parse(dump, "real-host", ImportFormat.AUTO);

        Set<String> accounted = new HashSet<>();
        o.buses().forEach(b -> accounted.add(String.format("%03d:001", b.bus())));
        o.devices().forEach(d -> accounted.add(String.format("%03d:%03d", d.bus(), d.devnum())));
        o.notes().stream().filter(n -> n.where() != null).map(n -> UNPLACED.matcher(n.where()))
                .filter(Matcher::matches).forEach(m -> accounted.add(m.group(1) + ":" + m.group(2)));
        assertThat(accounted).containsExactlyInAnyOrderElementsOf(headers);
        assertThat(o.source()).isEqualTo("lsusb-v");
    }

    @Test
    void rootHubsGiveEachBusItsSpeedAndPortsWhenNoTreeIsPasted() {
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("lsusb-v/framework-laptop-fedora38.lsusb-v.txt"));

        assertThat(r.buses()).extracting(ObservedBus::bus, ObservedBus::speedMbps, ObservedBus::ports, ObservedBus::driver)
                .containsExactlyInAnyOrder(
                        tuple(1, UsbSpeed.parse("480"), 1, "xhci-hcd"),
                        tuple(2, UsbSpeed.parse("10000"), 4, "xhci-hcd"),
                        tuple(3, UsbSpeed.parse("480"), 12, "xhci-hcd"),
                        tuple(4, UsbSpeed.parse("10000"), 4, "xhci-hcd"));
    }

    @Test
    void aRootHubWhoseSuperSpeedPlusCapabilityStopsAtFiveGigabitIsAFiveGigabitBus() {
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("lsusb-v/asus-zen-aio-m5401wua.lsusb-v.txt"));

        assertThat(r.buses()).extracting(ObservedBus::bus, ObservedBus::speedMbps, ObservedBus::ports).contains(
                tuple(3, UsbSpeed.parse("5000"), 2), tuple(4, UsbSpeed.parse("5000"), 2), tuple(2, UsbSpeed.parse("480"), 4));
    }

    @Test
    void aSerialTheHardwareProbeReplacedWithDashesIsNoSerial() throws Exception {
        // "iSerial                 1 --": linuxhw/LsUSB prints every serial so
        Observation o = new Imports().parse(ImportFixtures.text("lsusb-v/asus-p9d-v-rosa.lsusb-v.txt"), "h", ImportFormat.AUTO);

        assertThat(o.devices()).isNotEmpty().allSatisfy(d -> assertThat(d.serial()).isNull());
        assertThat(Imports.identity("4C530001130105116030")).isEqualTo("4C530001130105116030");
    }

    @Test
    void aSuperSpeedPlusCapabilityLsusbPrintedAsBytesStillGivesTheSublinks() {
        // "** UNRECOGNIZED:  1c 10 0a 00 23 00 00 00 04 11 00 00 34 00 05 00 b4 00 05 00 35 40 0a 00 b5 40 0a 00": a device
        // capability (0x10) of type 0x0a, four attributes: ids 4 (5 Gb/s, mantissa 5, exponent 3) and 5 (10 Gb/s)
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("lsusb-v/besstar-x400-endeavouros.lsusb-v.txt"));

        assertThat(r.buses()).extracting(ObservedBus::bus, ObservedBus::speedMbps).containsExactlyInAnyOrder(
                tuple(1, UsbSpeed.parse("480")), tuple(2, UsbSpeed.parse("10000")), tuple(3, UsbSpeed.parse("480")),
                tuple(4, UsbSpeed.parse("10000")));
    }

    @Test
    void aHubDescriptorThatIsNoHubDescriptorGivesNoPortsAndSaysSo() {
        // both 3.10 root hubs: "bDescriptorType     156", "nNbrPorts           154", then 154 port lines
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("lsusb-v/besstar-x400-endeavouros.lsusb-v.txt"));

        assertThat(r.buses()).filteredOn(b -> b.bus() == 2 || b.bus() == 4).allSatisfy(b -> assertThat(b.ports()).isNull());
        assertThat(r.hubs()).extracting(HubPorts::bus, HubPorts::devnum).containsExactlyInAnyOrder(tuple(1, 1), tuple(3, 1), tuple(3, 3));
        assertThat(r.notes()).extracting(ObservationNote::kind, ObservationNote::where).containsExactlyInAnyOrder(
                tuple("port-status", "bus 2"), tuple("port-status", "bus 4"));
    }

    @Test
    void aBluetoothAdapterKeepsItsClassItsInterfacesAndAUsb2Bos() {
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("lsusb-v/framework-laptop-fedora38.lsusb-v.txt"));

        DeviceFacts bt = r.devices().stream().filter(d -> d.devnum == 3).findFirst().orElseThrow();
        assertThat(bt.bus).isEqualTo(3);
        assertThat(bt.vidPid).isEqualTo(new VidPid("8087", "0032"));
        assertThat(bt.bcdUsb).isEqualTo(new UsbVersion(0x0201));
        assertThat(bt.deviceClass).isEqualTo("e0");
        assertThat(bt.interfaces).usingRecursiveFieldByFieldElementComparatorIgnoringFields("endpoints")
                .containsExactly(new ObservedInterface(0, "e0", "01", "01", null),
                new ObservedInterface(1, "e0", "01", "01", null));
        assertThat(bt.bos).isEqualTo(new Capability(480, null, "bos"));
        assertThat(bt.manufacturer).isNull();
    }

    @Test
    void aServerBmcHubKeepsItsPortCountAndItsKeyboardItsHidInterfaces() {
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("lsusb-v/supermicro-sys-1029u-tr25m.lsusb-v.txt"));

        assertThat(r.devices()).extracting(d -> d.devnum, d -> d.vidPid, d -> d.deviceClass, d -> d.maxChild).containsExactly(
                tuple(4, new VidPid("0557", "2419"), "00", null),
                tuple(2, new VidPid("0557", "7000"), "09", 4),
                tuple(3, new VidPid("046d", "c31c"), "00", null));
        DeviceFacts keyboard = r.devices().get(2);
        assertThat(keyboard.product).isEqualTo("USB Keyboard");
        assertThat(keyboard.bcdDevice).isEqualTo("6400");
        assertThat(keyboard.interfaces).extracting(ObservedInterface::interfaceClass).containsExactly("03", "03");
    }
}
