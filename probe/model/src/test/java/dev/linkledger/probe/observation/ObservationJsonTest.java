package dev.linkledger.probe.observation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ObservationJsonTest {
    private final ObjectMapper mapper = ObservationJson.mapper();

    private static Observation sample() {
        ObservedDevice enclosure = new ObservedDevice("3-2", 3, 5, "usb3", "usb3-port2", UsbSpeed.parse("480"), 1, 1, "2.10",
                "152d", "0583", "0209", "00", "00", "00", "JMicron", "USB to PCIE Bridge", null, 0, "removable",
                new Capability(10000, 1, "bos"), List.of(new ObservedInterface(0, "08", "06", "62", "uas")));
        return new Observation("id-1", "desktop", Instant.parse("2026-03-01T10:00:00.123Z"), "sysfs",
                List.of(new ObservedBus(3, UsbSpeed.parse("480"), 1, 4, "xhci_hcd", "0000:03:00.4")),
                List.of(new ObservedController("0000:03:00.4", "0000:03:00.4", "1022", "149c", "0c0330", null, List.of(3, 4), false)),
                List.of(new ObservedPort("usb3-port2", 3, "usb3", 2, "usb4-port2", "hotplug", null, null, 0, "configured")),
                List.of(enclosure), List.of(new ObservationNote("skipped", 7, "|__ Port X", "why")));
    }

    @Test
    void writesInstantsAsIsoTextAndSpeedsAsNumbers() throws Exception {
        JsonNode json = mapper.readTree(mapper.writeValueAsString(sample()));

        assertThat(json.get("observedAt").asText()).isEqualTo("2026-03-01T10:00:00.123Z");
        assertThat(json.at("/devices/0/speedMbps").isNumber()).isTrue();
        assertThat(json.at("/devices/0/speedMbps").asInt()).isEqualTo(480);
        assertThat(json.at("/devices/0/capability/source").asText()).isEqualTo("bos");
    }

    @Test
    void writesUnknownValuesAsExplicitNulls() throws Exception {
        JsonNode json = mapper.readTree(mapper.writeValueAsString(sample()));

        assertThat(json.at("/devices/0").has("serial")).isTrue();
        assertThat(json.at("/devices/0/serial").isNull()).isTrue();
    }

    @Test
    void readsBackWhatItWrote() throws Exception {
        Observation back = mapper.readValue(mapper.writeValueAsString(sample()), Observation.class);

        assertThat(back).isEqualTo(sample());
    }

    @Test
    void ignoresFieldsAddedByANewerProbe() throws Exception {
        String json = mapper.writeValueAsString(sample()).replaceFirst("\\{", "{\"futureField\":42,");

        assertThat(mapper.readValue(json, Observation.class).hostId()).isEqualTo("desktop");
    }

    @Test
    void keepsFractionalSpeedsOfLowSpeedDevices() throws Exception {
        ObservedBus bus = new ObservedBus(1, UsbSpeed.parse("1.5"), null, null, null, null);

        assertThat(mapper.writeValueAsString(bus)).contains("\"speedMbps\":1.5");
        assertThat(mapper.readValue(mapper.writeValueAsString(bus), ObservedBus.class).speedMbps()).isEqualTo(UsbSpeed.parse("1.5"));
    }

    @Test
    void aMinimalObservationGetsTheIdsAndPositionsTheKernelWouldName() throws Exception {
        String json = """
                {"observationId":"m","observedAt":"2026-03-01T10:00:00Z",
                 "controllers":[{"pciAddress":"0000:03:00.4","buses":[3,4]}],
                 "devices":[{"path":"3-2","devnum":5,"speedMbps":480},{"path":"1-7.2.1","speedMbps":"12"}]}""";

        Observation o = mapper.readValue(json, Observation.class);

        assertThat(o.controllers().get(0).id()).isEqualTo("0000:03:00.4");
        assertThat(o.devices()).extracting(ObservedDevice::bus, ObservedDevice::parentPath, ObservedDevice::portId)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(3, "usb3", "usb3-port2"),
                        org.assertj.core.groups.Tuple.tuple(1, "1-7.2", "1-7.2-port1"));
        assertThat(o.devices().get(1).speedMbps()).isEqualTo(UsbSpeed.parse("12"));
    }

    @Test
    void readsCapabilitySourcesByTheNamesStoredEventsCarry() throws Exception {
        Capability c = mapper.readValue("{\"maxSpeedMbps\":5000,\"lanes\":null,\"source\":\"driver:uas\"}", Capability.class);

        assertThat(c.source()).isEqualTo(dev.linkledger.probe.usb.CapabilitySource.UAS_DRIVER);
        assertThat(mapper.writeValueAsString(c)).contains("\"source\":\"driver:uas\"");
        assertThat(mapper.readValue("{\"source\":\"whatever\"}", Capability.class).source())
                .isEqualTo(dev.linkledger.probe.usb.CapabilitySource.UNKNOWN);
    }
}
