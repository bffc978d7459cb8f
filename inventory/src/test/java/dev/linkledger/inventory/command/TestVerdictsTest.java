package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.Suspicion;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TestVerdictsTest {
    private static final List<String> DESK_USB_C = List.of("usb4-port2");
    private static final List<String> LAPTOP_USB_C = List.of("usb2-port1");

    static LinkTest test(String cable, String host, List<String> ports, String link, int mbps, Integer bothEnds) {
        return new LinkTest(cable, host, ports, link, mbps, bothEnds, null);
    }

    private static final LinkTest LAPTOP_AT_10000 = test("80g", "laptop", LAPTOP_USB_C, "l-1", 10000, 10000);
    private static final LinkTest DESK_AT_5000 = test("80g", "desktop", DESK_USB_C, "d-1", 5000, 10000);

    @Test
    void aCableProvenFasterOnAnotherHostMovesTheLimitToTheConnectorInEitherOrder() {
        for (List<LinkTest> order : List.of(List.of(LAPTOP_AT_10000, DESK_AT_5000), List.of(DESK_AT_5000, LAPTOP_AT_10000))) {
            TestVerdicts v = TestVerdicts.of(order);
            assertThat(v.cables().get("80g").provenMbps()).isEqualTo(10000);
            assertThat(v.cables().get("80g").limitMbps()).isNull();
            assertThat(v.cables().get("80g").suspicions()).isEmpty();
            assertThat(v.connectors().get(new LinkTest.ConnectorKey("desktop", DESK_USB_C)).limitMbps()).isEqualTo(5000);
            assertThat(v.connectors().get(new LinkTest.ConnectorKey("desktop", DESK_USB_C)).limitTest()).isEqualTo(DESK_AT_5000);
        }
    }

    @Test
    void aLinkBelowBothEndsThroughAnUnprovenCableAndConnectorNamesBothAndBlamesNeither() {
        TestVerdicts v = TestVerdicts.of(List.of(DESK_AT_5000));
        assertThat(v.cables().get("80g").limitMbps()).isNull();
        assertThat(v.cables().get("80g").suspicions())
                .containsExactly(new Suspicion("80g", "desktop", DESK_USB_C, 5000, 10000, "d-1"));
        assertThat(v.connectors()).isEmpty();
    }

    @Test
    void anotherCableFasterThroughTheConnectorClearsItAndLimitsTheCableTestedThereBefore() {
        LinkTest phoneCable = test("phone", "desktop", DESK_USB_C, "d-1", 480, 10000);
        LinkTest goodCable = test("good", "desktop", DESK_USB_C, "d-2", 10000, 10000);
        TestVerdicts v = TestVerdicts.of(List.of(phoneCable, goodCable));
        assertThat(v.cables().get("phone").limitMbps()).isEqualTo(480);
        assertThat(v.cables().get("phone").suspicions()).isEmpty();
        assertThat(v.connectors()).isEmpty();
    }

    @Test
    void aLimitAlreadyShownOnTheConnectorExplainsANewCablesLinkAtThatSpeed() {
        LinkTest newCable = test("new", "desktop", DESK_USB_C, "d-7", 5000, 10000);
        TestVerdicts v = TestVerdicts.of(List.of(LAPTOP_AT_10000, DESK_AT_5000, newCable));
        assertThat(v.cables().get("new").suspicions()).isEmpty();
        assertThat(v.cables().get("new").limitMbps()).isNull();
        assertThat(v.cables().get("new").provenMbps()).isEqualTo(5000);
    }

    @Test
    void aSlowLinkThroughACableAndConnectorBothProvenFasterBlamesNeither() {
        LinkTest deskFast = test("other", "desktop", DESK_USB_C, "d-9", 10000, 10000);
        TestVerdicts v = TestVerdicts.of(List.of(LAPTOP_AT_10000, DESK_AT_5000, deskFast));
        assertThat(v.cables().get("80g").limitMbps()).isNull();
        assertThat(v.cables().get("80g").suspicions()).isEmpty();
        assertThat(v.connectors()).isEmpty();
    }

    @Test
    void aLinkWithTheDevicesCapabilityUnknownOnlyProvesWhatItCarried() {
        TestVerdicts v = TestVerdicts.of(List.of(test("80g", "desktop", DESK_USB_C, "d-1", 480, null)));
        assertThat(v.cables().get("80g").provenMbps()).isEqualTo(480);
        assertThat(v.cables().get("80g").limitMbps()).isNull();
        assertThat(v.cables().get("80g").suspicions()).isEmpty();
    }

    @Test
    void theDrawerOfTenCablesIsSortedWhereverTheOneSuperSpeedCableComesInTheOrder() {
        List<LinkTest> drawer = new ArrayList<>();
        for (int i = 0; i < 10; i++) drawer.add(test("cable-" + i, "desktop", DESK_USB_C, "d-" + i, i == 6 ? 10000 : 480, 10000));
        TestVerdicts sorted = TestVerdicts.of(drawer);
        Collections.reverse(drawer);
        assertThat(TestVerdicts.of(drawer)).isEqualTo(sorted);
        assertThat(sorted.cables().values().stream().filter(c -> Integer.valueOf(480).equals(c.limitMbps()))).hasSize(9);
        assertThat(sorted.cables().get("cable-6").limitMbps()).isNull();
    }
}
