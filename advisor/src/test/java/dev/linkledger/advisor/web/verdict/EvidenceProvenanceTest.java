package dev.linkledger.advisor.web.verdict;

import dev.linkledger.advisor.web.chain.Provenance;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.DeviceFact;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Provenance worked out from a fact's events and the rules' wording, the same for every rule. */
class EvidenceProvenanceTest {
    private static final String CONNECTED = "DeviceConnectedEvent";

    private static DeviceFact device(String path, Integer can, CapabilitySource source) {
        return new DeviceFact("h", path, 3, 5, "usb3", "usb3-port2", 480, 1, "152d", "0583", "3.20", "00", false, null,
                List.of("uas"), can, source, List.of(), List.of(), null, List.of("08"));
    }

    private final EvidenceProvenance provenance = new EvidenceProvenance(path -> Optional.ofNullable(Map.of(
            "3-2", device("3-2", 10000, CapabilitySource.BOS),
            "3-3", device("3-3", 5000, CapabilitySource.UAS_DRIVER),
            "1-7", device("1-7", 480, CapabilitySource.CATALOG)).get(path)));

    @Test
    void whatTheKernelReportedIsMeasured() {
        assertThat(provenance.of("device 3-2 negotiated 480M", List.of(CONNECTED))).isEqualTo(Provenance.MEASURED);
        assertThat(provenance.of("bus 4 is a 10000M root hub on the same controller", List.of("BusSeenEvent")))
                .isEqualTo(Provenance.MEASURED);
        assertThat(provenance.of("kernel: usb 3-2: reset SuperSpeed USB device", List.of("KernelLogLineRecordedEvent")))
                .isEqualTo(Provenance.MEASURED);
        assertThat(provenance.of("measured 938.0 MB/s on 3-2 (fio)", List.of("MeasurementRecordedEvent")))
                .isEqualTo(Provenance.MEASURED);
    }

    @Test
    void aVerdictOfTestsIsDemonstrated() {
        assertThat(provenance.of("cable c1: proven at 10000M", List.of("CableRegisteredEvent", "CableCapabilityMeasuredEvent")))
                .isEqualTo(Provenance.DEMONSTRATED);
        assertThat(provenance.of("port usb4-port2 measured at 5000M", List.of("PortCapabilityMeasuredEvent")))
                .isEqualTo(Provenance.DEMONSTRATED);
    }

    @Test
    void aCatalogADeclarationAPairingGuessedOrAGuessedCapabilityIsInferred() {
        assertThat(provenance.of("catalog 152d:0583 (JMicron JMS583) can do 10000M", List.of())).isEqualTo(Provenance.INFERRED);
        assertThat(provenance.of("enclosure e1 (PCIe Gen3 x2, medium NVME)", List.of("EnclosureRegisteredEvent")))
                .isEqualTo(Provenance.INFERRED);
        assertThat(provenance.of("controller c has buses 3 and 4 (pairing inferred)", List.of("ControllerSeenEvent")))
                .isEqualTo(Provenance.INFERRED);
        assertThat(provenance.of("device 3-3 can do 5000M (source driver:uas)", List.of(CONNECTED))).isEqualTo(Provenance.INFERRED);
        assertThat(provenance.of("hub 1-7 can do 480M links at 480M", List.of(CONNECTED))).isEqualTo(Provenance.INFERRED);
        // A chip family's claim above the device's own descriptors is the family's, not the device's.
        assertThat(provenance.of("device 3-2 is a Realtek chip, which can do 20000M", List.of(CONNECTED))).isEqualTo(Provenance.INFERRED);
    }

    @Test
    void aCapabilityFromTheDevicesOwnBosIsMeasured() {
        assertThat(provenance.of("device 3-2 can do 10000M (source bos)", List.of(CONNECTED))).isEqualTo(Provenance.MEASURED);
        assertThat(provenance.of("device 3-2 behind it can do 10000M, links at 480M", List.of(CONNECTED))).isEqualTo(Provenance.MEASURED);
    }
}
