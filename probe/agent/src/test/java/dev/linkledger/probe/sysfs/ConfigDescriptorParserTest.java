package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.TransferType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/**
 * Endpoints from the binary {@code descriptors} attribute of real devices: the umockdev recordings'
 * {@code H: descriptors=} bytes (sources in {@code sysfs-real/README.md}), as the kernel hands them out.
 */
class ConfigDescriptorParserTest {

    private static UmockdevRecording.Device device(String recording, String name) {
        return RealSysfsRecordingsTest.recording(recording).devices().stream().filter(d -> d.name().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void readsASecurityKeysTwoInterruptEndpoints() throws Exception {
        byte[] data = device("umockdev-fido2", "1-2.3").attributes().get("descriptors");

        Map<Integer, List<ObservedEndpoint>> endpoints = ConfigDescriptorParser.endpoints(data, 1);

        assertThat(endpoints.get(0)).extracting(ObservedEndpoint::addressHex, ObservedEndpoint::transferType,
                ObservedEndpoint::maxPacketSize, ObservedEndpoint::interval, ObservedEndpoint::alternateSetting)
                .containsExactly(tuple("04", TransferType.INTERRUPT, 64, 2, 0), tuple("84", TransferType.INTERRUPT, 64, 2, 0));
    }

    @Test
    void readsBothSettingsOfAMultiTtHubsInterface() throws Exception {
        // The USB 2.0 half of a Realtek RTS5411 hub: setting 0 (protocol 1, one TT) and setting 1 (protocol 2, a TT per port).
        byte[] data = device("umockdev-fido2", "1-2").attributes().get("descriptors");

        assertThat(ConfigDescriptorParser.endpoints(data, null).get(0)).extracting(ObservedEndpoint::alternateSetting,
                ObservedEndpoint::addressHex, ObservedEndpoint::interval).containsExactly(tuple(0, "81", 12), tuple(1, "81", 12));
    }

    @Test
    void readsACamerasBulkAndInterruptEndpoints() throws Exception {
        byte[] data = device("umockdev-canon-powershot-sx200", "1-1.5.2.3").attributes().get("descriptors");

        assertThat(ConfigDescriptorParser.endpoints(data, 1).get(0)).extracting(ObservedEndpoint::transferType)
                .containsExactly(TransferType.BULK, TransferType.BULK, TransferType.INTERRUPT);
    }

    @Test
    void refusesBytesThatEndInsideADescriptor() {
        byte[] data = device("umockdev-fido2", "1-2.3").attributes().get("descriptors");
        byte[] cut = Arrays.copyOf(data, data.length - 3);

        assertThatThrownBy(() -> ConfigDescriptorParser.endpoints(cut, 1)).isInstanceOf(MalformedDescriptorException.class)
                .hasMessageContaining("bLength 7");
    }

    @Test
    void theProbeReportsTheRecordedKeysInterfaceWithItsSettingInUseAndEndpoints(@TempDir Path root) throws IOException {
        Observation o = RealSysfsRecordingsTest.scan(RealSysfsRecordingsTest.recording("umockdev-fido2").materialise(root));

        ObservedDevice key = o.devices().stream().filter(d -> "1-2.3".equals(d.path())).findFirst().orElseThrow();
        ObservedInterface hid = key.interfaces().get(0);
        assertThat(hid.alternateSetting()).isZero();
        assertThat(hid.endpoints()).extracting(ObservedEndpoint::addressHex).containsExactly("04", "84");
    }
}
