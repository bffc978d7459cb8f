package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.TransferType;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** Endpoint sections of real {@code lsusb -v} dumps (sources in the fixtures' README): every alternate setting, with companions. */
class EndpointSectionsTest {

    private static DeviceFacts device(String fixture, int bus, int devnum) {
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("lsusb-v/" + fixture));
        return r.devices().stream().filter(d -> d.bus == bus && d.devnum == devnum).findFirst().orElseThrow();
    }

    private static ObservedInterface iface(DeviceFacts d, int number) {
        return d.interfaces.stream().filter(i -> i.number() == number).findFirst().orElseThrow();
    }

    @ParameterizedTest
    @ValueSource(strings = {"amd-minipc-webcam-mic.lsusb-v.txt", "razer-kiyo-pro.lsusb-vv.txt", "arturia-af16rig-audio.lsusb-v.txt"})
    void readsEveryDeviceOfTheDumpsWithoutANote(String fixture) {
        SectionResult r = VerboseParser.parse(ImportFixtures.paste("lsusb-v/" + fixture));

        assertThat(r.notes()).isEmpty();
        assertThat(r.devices()).allSatisfy(d -> assertThat(d.interfaces).allSatisfy(i -> assertThat(i.endpoints()).isNotNull()));
    }

    @Test
    void readsTheElevenVideoSettingsOfAC270WebcamWithTheirHighBandwidthBits() {
        DeviceFacts c270 = device("amd-minipc-webcam-mic.lsusb-v.txt", 1, 7);

        ObservedInterface video = iface(c270, 1);
        assertThat(video.endpoints()).hasSize(11).allSatisfy(e -> {
            assertThat(e.address()).isEqualTo(0x81);
            assertThat(e.transferType()).isEqualTo(TransferType.ISOCHRONOUS);
            assertThat(e.interval()).isEqualTo(1);
        });
        // The VideoStreaming input header names endpoint 0x81 in setting 0; it is no endpoint descriptor.
        assertThat(video.endpointsOf(0)).isEmpty();
        ObservedEndpoint largest = video.endpointsOf(11).get(0);
        assertThat(largest.maxPacketSize()).isEqualTo(0x13fc);
        assertThat(largest.packetBytes()).isEqualTo(1020);
        assertThat(largest.transactionsPerMicroframe()).isEqualTo(3);
        assertThat(largest.bytesPerServiceInterval(UsbSpeed.parse("480"))).isEqualTo(3060);
        assertThat(largest.servicePeriodMicros(UsbSpeed.parse("480"))).isEqualTo(125.0);
        // lsusb -v marks no setting as the one in use.
        assertThat(c270.interfaces).allSatisfy(i -> assertThat(i.alternateSetting()).isNull());
        assertThat(iface(c270, 3).endpoints()).extracting(ObservedEndpoint::alternateSetting, ObservedEndpoint::packetBytes,
                ObservedEndpoint::interval).containsExactly(tuple(1, 68, 4), tuple(2, 100, 4), tuple(3, 132, 4), tuple(4, 196, 4));
        assertThat(iface(c270, 0).endpoints()).extracting(ObservedEndpoint::addressHex, ObservedEndpoint::transferType)
                .containsExactly(tuple("87", TransferType.INTERRUPT));
    }

    @Test
    void readsTheSuperSpeedCompanionOfAUsb3WebcamsBurstingSetting() {
        DeviceFacts kiyo = device("razer-kiyo-pro.lsusb-vv.txt", 2, 2);

        ObservedEndpoint bursting = iface(kiyo, 1).endpointsOf(2).get(0);
        assertThat(bursting.maxBurst()).isEqualTo(10);
        assertThat(bursting.mult()).isEqualTo(2);
        assertThat(bursting.bytesPerInterval()).isNull();
        assertThat(bursting.bytesPerServiceInterval(UsbSpeed.parse("5000"))).isEqualTo(1024 * 11 * 3);
        // An interrupt endpoint's companion has a burst but no Mult.
        ObservedEndpoint status = iface(kiyo, 0).endpoints().get(0);
        assertThat(status.maxBurst()).isZero();
        assertThat(status.mult()).isNull();
    }

    @Test
    void endsAnAudioEndpointAtItsClassSpecificDescriptor() {
        DeviceFacts arturia = device("arturia-af16rig-audio.lsusb-v.txt", 3, 4);

        assertThat(iface(arturia, 1).endpoints()).extracting(ObservedEndpoint::alternateSetting, ObservedEndpoint::addressHex,
                ObservedEndpoint::maxPacketSize).containsExactly(tuple(1, "01", 0x03b8), tuple(2, "01", 0x03a8), tuple(3, "01", 0x03e8));
        assertThat(iface(arturia, 2).endpoints()).extracting(ObservedEndpoint::in).containsOnly(true);
    }

    @Test
    void notesAnEndpointLineThatDoesNotParseAndKeepsTheOthers() {
        String dump = ImportFixtures.text("lsusb-v/razer-kiyo-pro.lsusb-vv.txt")
                .replaceFirst("wMaxPacketSize     0x0400  1x 1024 bytes", "wMaxPacketSize     1024");
        SectionResult r = VerboseParser.parse(PasteText.of(dump));

        assertThat(r.notes()).singleElement().satisfies(n -> assertThat(n.message()).contains("endpoint field"));
        List<ObservedEndpoint> video = r.devices().get(0).interfaces.stream().filter(i -> i.number() == 1).findFirst().orElseThrow().endpoints();
        assertThat(video).extracting(ObservedEndpoint::alternateSetting).containsExactly(2);
    }
}
