package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.observation.ObservedTypecPort;
import dev.linkledger.probe.observation.TypecIdentity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code /sys/class/typec}: ports, partners, e-marked cables, and which USB ports use each connector. */
class TypecReaderTest {
    @Test
    void emarkedUsb4CableIsDecodedAndTiedToBothHalvesOfTheConnector() {
        Observation o = SysfsReading.read(SysfsFixtures.TYPEC_EMARKED_USB4);

        TypecIdentity cableIdentity = new TypecIdentity("0x1c60315c", "0x00000000", "0x00010000", "0x110a4643",
                "0x00000000", "0x00000000", "315c", "0001");
        assertThat(o.typecPorts()).containsExactly(new ObservedTypecPort("port0", "host", "source",
                List.of("usb1-port1", "usb2-port1"),
                new TypecIdentity("0x500004e8", "0x00000000", "0x40010100", "0x00000000", "0x00000000", "0x00000000", "04e8", "4001"),
                new ObservedCable("passive", "usb4-gen3", 40000, 5000, 50, "type-c", cableIdentity)));
        assertThat(o.notes()).isEmpty();
    }

    @Test
    void chargeCableDeclaresUsb2Only() {
        ObservedCable cable = SysfsReading.read(SysfsFixtures.TYPEC_USB2_CABLE).typecPorts().get(0).cable();

        assertThat(cable.usbSpeed()).isEqualTo("usb2");
        assertThat(cable.maxSpeedMbps()).isEqualTo(480);
        assertThat(cable.currentMa()).isEqualTo(5000);
        assertThat(cable.maxVoltageV()).isEqualTo(20);
    }

    @Test
    void malformedCableIdentityIsNotedWithItsPathAndOnlyTheDeclaredTypeKept(@TempDir Path root) {
        SysfsTreeWriter w = new SysfsTreeWriter(root);
        SysfsFixtureTrees.typec(w, "0x1c60315c", "0x110a4643", true);
        w.attr(root.resolve("devices/platform/USBC000:00/typec/port0/port0-cable/identity"), "id_header", "garbage");

        Observation o = SysfsReading.read(root);

        assertThat(o.typecPorts().get(0).cable()).isEqualTo(new ObservedCable("passive", null, null, null, null, "type-c", null));
        assertThat(o.notes()).extracting(ObservationNote::kind, ObservationNote::where).containsExactly(
                org.assertj.core.groups.Tuple.tuple("malformed-identity", "/sys/class/typec/port0-cable/identity"));
    }

    @Test
    void identityNotDiscoveredReadsAsAllZeroAndMeansUnknown(@TempDir Path root) {
        SysfsTreeWriter w = new SysfsTreeWriter(root);
        SysfsFixtureTrees.typec(w, "0x1c60315c", "0x110a4643", true);
        w.attr(root.resolve("devices/platform/USBC000:00/typec/port0/port0-partner/identity"), "id_header", "0x00000000");

        ObservedTypecPort port = SysfsReading.read(root).typecPorts().get(0);

        assertThat(port.partner()).isNull();
        assertThat(port.cable().usbSpeed()).isEqualTo("usb4-gen3");
    }

    @Test
    void aHostWithoutTypecClassHasNoTypecPorts() {
        assertThat(SysfsReading.read(SysfsFixtures.SEED000_LAPTOP).typecPorts()).isEmpty();
    }
}
