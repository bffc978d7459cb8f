package dev.linkledger.inventory.command;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.axon.StoreSerializer;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.serialization.Serializer;

import java.io.IOException;

/**
 * Whether a {@link DeviceConnectedEvent} is a link on a root port (its parent a root hub), read
 * from the stored JSON without the rest of the device: most connects are of devices behind hubs,
 * which are no cable test, and binding their whole device (descriptors, interfaces) was 17.5 % of
 * link-verdicts' samples in a rebuild (BENCHMARKS.md "Rebuild"). Jackson skips the fields this
 * view does not name. A message not read from the store is serialised for the look: right, only not cheap.
 */
final class RootPortLinkCheck {
    private static final ObjectMapper JSON = StoreSerializer.objectMapper();

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Peek(Device device) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Device(String parentPath, String portId) {
    }

    private RootPortLinkCheck() {
    }

    /** A device on a root port of a root hub, with a port: what {@link LinkVerdicts} keeps. */
    static boolean onRootPort(String parentPath, String portId) {
        return parentPath != null && parentPath.startsWith("usb") && portId != null;
    }

    static boolean onRootPort(EventMessage<?> message, Serializer storeSerializer) {
        Device d;
        try {
            byte[] json = message.serializePayload(storeSerializer, byte[].class).getData();
            Peek peek = JSON.readValue(json, Peek.class);
            d = peek == null ? null : peek.device();
        } catch (IOException | RuntimeException unreadable) {
            // The full read decides, and fails there if the payload is broken: poison isolation must see it.
            DeviceConnectedEvent e = (DeviceConnectedEvent) message.getPayload();
            return e.device() != null && onRootPort(e.device().parentPath(), e.device().portId());
        }
        return d != null && onRootPort(d.parentPath(), d.portId());
    }
}
