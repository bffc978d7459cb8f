package dev.linkledger.inventory.api;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.ObservedThunderboltDevice;
import dev.linkledger.probe.usb.UsbSpeed;
import org.axonframework.serialization.Revision;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every event survives the event store's JSON (the same ObjectMapper settings as the store's serializer). */
class EventSerializationTest {
    private static final Instant AT = Instant.parse("2026-11-30T09:00:00Z");
    private static final UsbSpeed HIGH = UsbSpeed.parse("480");
    private static final ObservedDevice ENCLOSURE = new ObservedDevice("3-2", 3, 5, "usb3", "usb3-port2", HIGH, 1, 1,
            "2.10", "152d", "0583", "0214", "00", "00", "00", "JMicron", "USB to PCIE Bridge", "0123456789ABCDEF",
            0, "removable", new Capability(10000, 1, "bos"), List.of(new ObservedInterface(0, "08", "06", "62", "uas")));

    private final JacksonSerializer serializer = JacksonSerializer.builder()
            .objectMapper(new ObjectMapper().registerModule(new JavaTimeModule())
                    .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                    .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES))
            .build();

    static List<HostEvent> events() {
        return List.of(
                new HostRegisteredEvent("desktop", "obs-1", AT, "desktop"),
                new ControllerSeenEvent("desktop", "obs-1", AT, "0000:03:00.4", "0000:03:00.4", "1022", "149c",
                        "0c0330", "Matisse USB 3.0 Host Controller", List.of(3, 4), false),
                new BusSeenEvent("desktop", "obs-1", AT, 3, HIGH, 1, 4, "xhci_hcd", "0000:03:00.4"),
                new PortSeenEvent("desktop", "obs-1", AT, "usb3-port2", 3, "usb3", 2, "usb4-port2", "hotplug",
                        "0x00000002", null, 0, "configured"),
                new DeviceConnectedEvent("desktop", "obs-1", AT, ENCLOSURE),
                new DeviceDisconnectedEvent("desktop", "obs-2", AT, "3-2", 3, 5, "152d", "0583", null),
                new LinkSpeedChangedEvent("desktop", "obs-2", AT, "3-2", 5, HIGH, UsbSpeed.parse("1.5"), 1, 1),
                new DeviceCapabilityLearnedEvent("desktop", "obs-2", AT, "3-2", new Capability(10000, 1, "catalog")),
                new DeviceDriversChangedEvent("desktop", "obs-2", AT, "3-2",
                        List.of(new ObservedInterface(0, "08", "06", "50", "usb-storage"))),
                new KernelLogLineRecordedEvent("desktop", "obs-3", AT, "2-2", "power-cycle",
                        "[  707.338647] usb usb2-port2: attempt power cycle", 8),
                new Usb4LinkSeenEvent("desktop", "obs-2", AT, new ObservedThunderboltDevice("0-1", 3, "Razer", "Core", 10.0, 2,
                        10.0, 2, List.of(), "c0030000-00a2-8508-2219-f4d4d2c1a918", "0-0", "domain0", false, "authorized",
                        "iommu", null, null, null)),
                new Usb4RouterGoneEvent("desktop", "obs-3", AT, "0-1"));
    }

    @ParameterizedTest
    @MethodSource("events")
    void survivesTheEventStoresJsonUnchanged(HostEvent event) {
        SerializedObject<String> json = serializer.serialize(event, String.class);

        Object back = serializer.deserialize(json);

        assertThat(back).isEqualTo(event);
        assertThat(json.getType().getRevision()).isEqualTo("1");
    }

    @ParameterizedTest
    @MethodSource("events")
    void carriesRevisionOne(HostEvent event) {
        assertThat(event.getClass().getAnnotation(Revision.class).value()).isEqualTo("1");
    }

    /** A kernel log line stored before its place in the observation was kept: read, its line null. */
    @org.junit.jupiter.api.Test
    void readsAKernelLogLineStoredBeforeItsPlaceWasKept() throws Exception {
        String stored = """
                {"hostId":"desktop","observationId":"obs-2","observedAt":"2026-11-30T09:00:00Z","devicePath":"3-2",
                 "kind":"reset","text":"[ 812.350] usb 3-2: reset SuperSpeed USB device number 5 using xhci_hcd"}""";

        KernelLogLineRecordedEvent back = new ObjectMapper().registerModule(new JavaTimeModule())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).readValue(stored, KernelLogLineRecordedEvent.class);

        assertThat(back).isEqualTo(new KernelLogLineRecordedEvent("desktop", "obs-2", AT, "3-2", "reset",
                "[ 812.350] usb 3-2: reset SuperSpeed USB device number 5 using xhci_hcd"));
        assertThat(back.line()).isNull();
    }

    /** A DeviceConnectedEvent's payload as the store holds it from before the contract module: read unchanged. */
    @org.junit.jupiter.api.Test
    void readsADeviceConnectedEventStoredBeforeTheContractModule() throws Exception {
        String stored = """
                {"hostId":"desktop","observationId":"obs-1","observedAt":"2026-11-30T09:00:00Z",
                 "device":{"path":"3-2","bus":3,"devnum":5,"parentPath":"usb3","portId":"usb3-port2","speedMbps":480,
                           "rxLanes":1,"txLanes":1,"bcdUsb":"2.10","vendorId":"152d","productId":"0583","bcdDevice":"0214",
                           "deviceClass":"00","deviceSubClass":"00","deviceProtocol":"00","manufacturer":"JMicron",
                           "product":"USB to PCIE Bridge","serial":"0123456789ABCDEF","maxChild":0,"removable":"removable",
                           "capability":{"maxSpeedMbps":10000,"lanes":1,"source":"bos"},
                           "interfaces":[{"number":0,"interfaceClass":"08","interfaceSubClass":"06","interfaceProtocol":"62","driver":"uas"}]}}""";

        DeviceConnectedEvent back = new ObjectMapper().registerModule(new JavaTimeModule())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).readValue(stored, DeviceConnectedEvent.class);

        assertThat(back).isEqualTo(new DeviceConnectedEvent("desktop", "obs-1", AT, ENCLOSURE));
        assertThat(back.device().capability().source()).isEqualTo(dev.linkledger.probe.usb.CapabilitySource.BOS);
    }

    /** A Usb4LinkSeenEvent stored before routers carried uuid, parent, domain and authorization: read, those null. */
    @org.junit.jupiter.api.Test
    void readsAUsb4LinkSeenEventStoredBeforeRoutersCarriedTheirUuidAndParent() throws Exception {
        String stored = """
                {"hostId":"desktop","observationId":"obs-1","observedAt":"2026-11-30T09:00:00Z",
                 "router":{"name":"0-1","generation":4,"vendorName":"CalDigit, Inc.","deviceName":"TS4","rxSpeedGbps":20.0,
                           "rxLanes":2,"txSpeedGbps":20.0,"txLanes":2,"links":["usb4","none"]}}""";

        Usb4LinkSeenEvent back = new ObjectMapper().registerModule(new JavaTimeModule())
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).readValue(stored, Usb4LinkSeenEvent.class);

        assertThat(back.router()).isEqualTo(new ObservedThunderboltDevice("0-1", 4, "CalDigit, Inc.", "TS4", 20.0, 2, 20.0, 2,
                List.of("usb4", "none")));
        assertThat(back.router().parent()).isNull();
    }
}
