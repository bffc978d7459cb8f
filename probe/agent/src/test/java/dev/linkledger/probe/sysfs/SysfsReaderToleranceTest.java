package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.CapabilityResolver;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;

import static org.assertj.core.api.Assertions.assertThat;

/** Odd trees: a SoC controller, attributes missing or garbled, a cut-off BOS. */
class SysfsReaderToleranceTest {
    @TempDir
    Path root;
    private Path device;

    @BeforeEach
    void aSocControllerWithOneDevice() throws IOException {
        Path hub = root.resolve("devices/platform/xhci-hcd.0.auto/usb1");
        device = hub.resolve("1-1");
        write(hub, "speed", "480");
        write(hub, "busnum", "1");
        write(hub, "maxchild", "1");
        write(device, "busnum", "1");
        write(device, "devnum", "7");
        write(device, "speed", "480");
        write(device, "version", " 2.10");
        write(device, "idVendor", "abcd");
        write(device, "idProduct", "1234");
        link("usb1", "../../../devices/platform/xhci-hcd.0.auto/usb1");
        link("1-1", "../../../devices/platform/xhci-hcd.0.auto/usb1/1-1");
    }

    @Test
    void missingAttributesAreNullNotGuessed() {
        ObservedDevice d = read().devices().get(0);

        assertThat(d.manufacturer()).isNull();
        assertThat(d.serial()).isNull();
        assertThat(d.rxLanes()).isNull();
        assertThat(d.interfaces()).isEmpty();
    }

    @Test
    void aControllerThatIsNotOnPciKeepsItsNameButHasNoPciIdentity() {
        var controller = read().controllers().get(0);

        assertThat(controller.id()).isEqualTo("xhci-hcd.0.auto");
        assertThat(controller.pciAddress()).isNull();
        assertThat(controller.vendorId()).isNull();
        assertThat(controller.buses()).containsExactly(1);
    }

    @Test
    void garbledNumberBecomesNullWithANote() throws IOException {
        write(device, "devnum", "seven");

        Observation o = read();

        assertThat(o.devices().get(0).devnum()).isNull();
        assertThat(o.notes()).extracting(ObservationNote::kind, ObservationNote::where)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("malformed", "/sys/bus/usb/devices/1-1/devnum"));
    }

    @Test
    void truncatedBosIsNotedAndCapabilityComesFromTheNextEvidence() throws IOException {
        Files.write(device.resolve("bos_descriptors"), new byte[]{0x05, 0x0F, 0x16, 0x00, 0x02, 0x07, 0x10});

        Observation o = read();

        assertThat(o.devices().get(0).capability()).isEqualTo(new Capability(5000, null, "bcdUSB-2.10"));
        assertThat(o.notes()).singleElement().satisfies(n -> {
            assertThat(n.kind()).isEqualTo("malformed-descriptor");
            assertThat(n.where()).isEqualTo("/sys/bus/usb/devices/1-1/bos_descriptors");
        });
    }

    @Test
    void anAttributeThatIsNotAFileIsUnknownWithoutFailingTheScan() throws IOException {
        Files.createDirectories(device.resolve("bMaxPower"));
        Files.delete(device.resolve("speed"));
        Files.createSymbolicLink(device.resolve("speed"), Path.of("speed"));

        ObservedDevice d = read().devices().get(0);

        assertThat(d.maxPowerMa()).isNull();
        assertThat(d.speedMbps()).isNull();
        assertThat(d.devnum()).isEqualTo(7);
    }

    @Test
    void garbledPowerBecomesNullWithANote() throws IOException {
        write(device, "bMaxPower", "lots");

        Observation o = read();

        assertThat(o.devices().get(0).maxPowerMa()).isNull();
        assertThat(o.notes()).extracting(ObservationNote::where).containsExactly("/sys/bus/usb/devices/1-1/bMaxPower");
    }

    @Test
    void aGarbledUeventFallsBackToTheSingleAttributes() throws IOException {
        write(device, "uevent", "PRODUCT=what\nTYPE=0/0/0\nBUSNUM=001\nDEVNUM=009");

        ObservedDevice d = read().devices().get(0);

        assertThat(d.vendorId()).isEqualTo("abcd");
        assertThat(d.devnum()).isEqualTo(7);
    }

    @Test
    void theUeventIsPreferredWhenItParses() throws IOException {
        write(device, "uevent", "DEVTYPE=usb_device\nPRODUCT=abcd/1234/100\nTYPE=0/0/0\nBUSNUM=001\nDEVNUM=007");

        ObservedDevice d = read().devices().get(0);

        assertThat(d.bcdDevice()).isEqualTo("0100");
        assertThat(d.deviceClass()).isEqualTo("00");
    }

    @Test
    void powerIsReadInMilliamps() throws IOException {
        write(device, "bMaxPower", "896mA");

        assertThat(read().devices().get(0).maxPowerMa()).isEqualTo(896);
    }

    @Test
    void aTreeWithoutUsbIsAnEmptyObservationWithANote() throws IOException {
        Path empty = Files.createDirectory(root.resolve("empty"));

        Observation o = new SysfsReader(empty, new PciIds(null), CapabilityResolver.bundled(), Clock.systemUTC()).read("h");

        assertThat(o.buses()).isEmpty();
        assertThat(o.notes()).extracting(ObservationNote::kind).containsExactly("missing");
    }

    private Observation read() {
        return new SysfsReader(root, new PciIds(null), CapabilityResolver.bundled(), Clock.systemUTC()).read("h");
    }

    private static void write(Path dir, String name, String value) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(name), value + "\n");
    }

    private void link(String name, String target) throws IOException {
        Path devices = Files.createDirectories(root.resolve("bus/usb/devices"));
        Files.createSymbolicLink(devices.resolve(name), Path.of(target));
    }
}
