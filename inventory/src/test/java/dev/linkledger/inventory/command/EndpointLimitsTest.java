package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.TransferType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Endpoint descriptors in an observation are held to the sizes of their fields (USB 2.0 §9.6.6, USB 3.2 §9.6.7). */
class EndpointLimitsTest {

    private static Observation withEndpoint(ObservedEndpoint endpoint) {
        Observation o = Seed000Desktop.observation();
        ObservedDevice d = o.devices().get(0);
        ObservedInterface camera = new ObservedInterface(1, "0e", "02", "00", "uvcvideo", 11, List.of(endpoint));
        ObservedDevice withCamera = new ObservedDevice(d.path(), d.bus(), d.devnum(), d.parentPath(), d.portId(), d.speedMbps(),
                d.rxLanes(), d.txLanes(), d.bcdUsb(), d.vendorId(), d.productId(), d.bcdDevice(), d.deviceClass(),
                d.deviceSubClass(), d.deviceProtocol(), d.manufacturer(), d.product(), d.serial(), d.maxChild(), d.removable(),
                d.capability(), List.of(camera), d.maxPowerMa());
        return new Observation(o.observationId(), o.hostId(), o.observedAt(), o.source(), o.buses(), o.controllers(), o.ports(),
                List.of(withCamera), List.of());
    }

    @Test
    void acceptsAWebcamsHighBandwidthIsochronousEndpoint() {
        assertThatCode(() -> ContractCheck.check(withEndpoint(new ObservedEndpoint(11, 0x81, TransferType.ISOCHRONOUS, 0x13fc, 1))))
                .doesNotThrowAnyException();
    }

    @Test
    void refusesACompanionMultBeyondItsTwoBitsNamingTheField() {
        InvalidObservationException e = catchThrowableOfType(InvalidObservationException.class, () -> ContractCheck.check(
                withEndpoint(new ObservedEndpoint(2, 0x81, TransferType.ISOCHRONOUS, 1024, 1, 10, 4, null))));

        assertThat(e.field()).isEqualTo("devices[0].interfaces[0].endpoints[0].mult");
        assertThat(e.reason()).contains("from 0 to 3");
    }

    @Test
    void refusesAnAddressThatIsNoByte() {
        InvalidObservationException e = catchThrowableOfType(InvalidObservationException.class, () -> ContractCheck.check(
                withEndpoint(new ObservedEndpoint(0, 0x181, TransferType.INTERRUPT, 8, 10))));

        assertThat(e.field()).isEqualTo("devices[0].interfaces[0].endpoints[0].address");
    }
}
