package dev.linkledger.rules.facts;

import dev.linkledger.probe.usb.CapabilitySource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class FactsTest {

    private static CableFact cable(String printed, Integer emarker, Integer limitedTo, Integer carries) {
        return new CableFact("c", null, printed, emarker, limitedTo, carries, null, null, null, List.of(), List.of());
    }

    @ParameterizedTest
    @CsvSource({"uas-blacklisted, UAS_BLACKLISTED", "uas-abort, UAS_ABORT", "reset, RESET", "cannot-enable, CANNOT_ENABLE",
            "new-device, NEW_DEVICE", "NEW-DEVICE, NEW_DEVICE"})
    void readsTheProbesKernelLogKinds(String wire, KernelLogKind kind) {
        assertThat(KernelLogKind.fromWire(wire)).contains(kind);
    }

    @Test
    void ignoresKernelLogKindsTheRulesDoNotUse() {
        assertThat(KernelLogKind.fromWire("over-current")).isEmpty();
        assertThat(KernelLogKind.fromWire(null)).isEmpty();
    }

    @Test
    void cableLimitIsTheLowerOfEmarkerAndMeasurement() {
        assertThat(cable(null, 10000, 5000, null).limitMbps()).isEqualTo(5000);
        assertThat(cable(null, 5000, null, null).limitMbps()).isEqualTo(5000);
        assertThat(cable(null, null, null, 10000).limitMbps()).isNull();
        assertThat(cable(null, null, 480, null).usb2Only()).isTrue();
    }

    @Test
    void printedRatingPromisesItsSlowestReading() {
        assertThat(cable("USB 3.1", null, null, null).printedFloorMbps()).isEqualTo(5000.0);
        assertThat(cable("USB4 80Gbps", null, null, null).printedFloorMbps()).isEqualTo(80000.0);
        assertThat(cable(null, null, null, null).printedFloorMbps()).isNull();
        assertThat(cable("USB4 80Gbps", null, null, null).unverified()).isTrue();
    }

    @Test
    void oldDeviceFactShapeStillBuildsWithoutASerial() {
        DeviceFact d = new DeviceFact("h", "1-1", 1, 2, "usb1", "usb1-port1", 480, 1, "152d", "0583", " 2.10", "00", false,
                null, List.of("uas", "usb-storage"), 5000, CapabilitySource.BOS, List.of(), List.of());

        assertThat(d.serial()).isNull();
        assertThat(d.storage()).isTrue();
    }
}
