package dev.linkledger.probe.observation;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The endpoint descriptor's numbers decoded per link speed (USB 2.0 §9.6.6, USB 3.2 §9.6.7), and its place in the JSON contract. */
class ObservedEndpointTest {
    private static final UsbSpeed LOW = UsbSpeed.parse("1.5");
    private static final UsbSpeed FULL = UsbSpeed.parse("12");
    private static final UsbSpeed HIGH = UsbSpeed.parse("480");
    private static final UsbSpeed SUPER = UsbSpeed.parse("5000");

    @Test
    void splitsWMaxPacketSizeIntoThePacketAndTheExtraTransactionsOfAHighSpeedEndpoint() {
        ObservedEndpoint e = new ObservedEndpoint(11, 0x81, TransferType.ISOCHRONOUS, 0x13fc, 1);

        assertThat(e.in()).isTrue();
        assertThat(e.number()).isEqualTo(1);
        assertThat(e.packetBytes()).isEqualTo(1020);
        assertThat(e.transactionsPerMicroframe()).isEqualTo(3);
        assertThat(e.bytesPerServiceInterval(HIGH)).isEqualTo(3060);
        // At full speed the high-bandwidth bits mean nothing: one packet per frame.
        assertThat(e.bytesPerServiceInterval(FULL)).isEqualTo(1020);
    }

    @Test
    void servesHighSpeedAndSuperSpeedPeriodicEndpointsEveryPowerOfTwoMicroframes() {
        ObservedEndpoint status = new ObservedEndpoint(0, 0x81, TransferType.INTERRUPT, 1, 12);

        assertThat(status.servicePeriodMicros(HIGH)).isEqualTo(125.0 * 2048);
        assertThat(status.servicePeriodMicros(SUPER)).isEqualTo(125.0 * 2048);
        assertThat(new ObservedEndpoint(1, 0x82, TransferType.ISOCHRONOUS, 196, 4).servicePeriodMicros(HIGH)).isEqualTo(1000.0);
    }

    @Test
    void servesFullSpeedInterruptEndpointsAtThePowerOfTwoFramesAtOrBelowBInterval() {
        assertThat(new ObservedEndpoint(0, 0x81, TransferType.INTERRUPT, 8, 10).servicePeriodMicros(LOW)).isEqualTo(8000.0);
        assertThat(new ObservedEndpoint(0, 0x81, TransferType.INTERRUPT, 8, 100).servicePeriodMicros(FULL)).isEqualTo(64000.0);
        assertThat(new ObservedEndpoint(1, 0x81, TransferType.ISOCHRONOUS, 962, 1).servicePeriodMicros(FULL)).isEqualTo(1000.0);
        assertThat(new ObservedEndpoint(0, 0x02, TransferType.BULK, 512, 0).servicePeriodMicros(HIGH)).isNull();
    }

    @Test
    void takesASuperSpeedEndpointsBytesPerIntervalFromItsCompanion() {
        assertThat(new ObservedEndpoint(2, 0x81, TransferType.ISOCHRONOUS, 1024, 1, 10, 2, null).bytesPerServiceInterval(SUPER))
                .isEqualTo(1024 * 11 * 3);
        assertThat(new ObservedEndpoint(2, 0x81, TransferType.ISOCHRONOUS, 1024, 1, 10, 2, 24576).bytesPerServiceInterval(SUPER))
                .isEqualTo(24576);
        assertThat(new ObservedEndpoint(0, 0x85, TransferType.INTERRUPT, 64, 8, 0, null, null).bytesPerServiceInterval(SUPER)).isEqualTo(64);
    }

    @Test
    void readsAnInterfaceAnOlderProbeSentWithoutEndpointsAsUnknownAndWritesNewOnesBack() throws Exception {
        ObjectMapper mapper = ObservationJson.mapper();

        ObservedInterface old = mapper.readValue("""
                {"number":0,"interfaceClass":"0e","interfaceSubClass":"02","interfaceProtocol":"00","driver":"uvcvideo"}""",
                ObservedInterface.class);
        assertThat(old.alternateSetting()).isNull();
        assertThat(old.endpoints()).isNull();
        assertThat(old).isEqualTo(new ObservedInterface(0, "0e", "02", "00", "uvcvideo"));

        ObservedInterface camera = new ObservedInterface(1, "0e", "02", "00", "uvcvideo", 0,
                List.of(new ObservedEndpoint(11, 0x81, TransferType.ISOCHRONOUS, 0x13fc, 1)));
        String json = mapper.writeValueAsString(camera);
        assertThat(json).contains("\"transferType\":\"ISOCHRONOUS\"").contains("\"maxPacketSize\":5116");
        assertThat(mapper.readValue(json, ObservedInterface.class)).isEqualTo(camera);
    }
}
