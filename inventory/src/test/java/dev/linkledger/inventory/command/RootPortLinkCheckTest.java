package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.axon.StoreSerializer;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.UsbSpeed;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GenericEventMessage;
import org.axonframework.messaging.MetaData;
import org.axonframework.serialization.SerializedMessage;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RootPortLinkCheckTest {
    private final Serializer serializer = JacksonSerializer.builder().objectMapper(StoreSerializer.objectMapper()).build();

    @Test
    void tellsARootPortLinkFromADeviceBehindAHubWithoutReadingTheDevice() {
        SerializedMessage<?> behindHub = stored(connected("3-1.4", "3-1", "3-1-port4"));
        SerializedMessage<?> onRootPort = stored(connected("3-1", "usb3", "usb3-port1"));

        assertThat(RootPortLinkCheck.onRootPort(event(behindHub), serializer)).isFalse();
        assertThat(RootPortLinkCheck.onRootPort(event(onRootPort), serializer)).isTrue();
        assertThat(behindHub.isPayloadDeserialized()).isFalse();
        assertThat(onRootPort.isPayloadDeserialized()).isFalse();
    }

    @Test
    void readsAnEventNotFromTheStoreAsWell() {
        assertThat(RootPortLinkCheck.onRootPort(GenericEventMessage.asEventMessage(connected("3-1", "usb3", "usb3-port1")),
                serializer)).isTrue();
    }

    @Test
    void aPayloadItCannotReadFailsOnTheFullReadSoPoisonIsolationSeesIt() {
        SerializedObject<byte[]> broken = serializer.serialize(connected("3-1", "usb3", "usb3-port1"), byte[].class);
        byte[] json = "{\"hostId\":\"h\",\"device\":[1,2".getBytes(StandardCharsets.UTF_8);
        SerializedMessage<?> message = new SerializedMessage<>("e-1",
                new org.axonframework.serialization.SimpleSerializedObject<>(json, byte[].class, broken.getType()),
                serializer.serialize(MetaData.emptyInstance(), byte[].class), serializer);

        assertThatThrownBy(() -> RootPortLinkCheck.onRootPort(event(message), serializer)).isInstanceOf(RuntimeException.class);
    }

    /** A stored event as a processor sees it: its payload read only when asked for. */
    private static EventMessage<?> event(SerializedMessage<?> stored) {
        return new GenericEventMessage<>(stored, () -> Instant.parse("2026-11-30T15:00:00Z"));
    }

    private SerializedMessage<?> stored(DeviceConnectedEvent event) {
        return new SerializedMessage<>("e-" + event.device().path(), serializer.serialize(event, byte[].class),
                serializer.serialize(MetaData.emptyInstance(), byte[].class), serializer);
    }

    private static DeviceConnectedEvent connected(String path, String parentPath, String portId) {
        ObservedDevice device = new ObservedDevice(path, 3, 2, parentPath, portId, UsbSpeed.parse("480"), null, null, "2.00",
                "1a86", "7523", null, "ff", null, null, null, "serial adapter", "SN1", null, null, null, List.of(), null, 1, null);
        return new DeviceConnectedEvent("h", "o-1", Instant.parse("2026-11-30T15:00:00Z"), device);
    }
}
