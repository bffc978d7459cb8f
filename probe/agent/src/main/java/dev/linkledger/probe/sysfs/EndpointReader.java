package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.TransferType;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The endpoints of a device's interfaces. The {@code descriptors} file holds every alternate setting
 * with its high-bandwidth bits and SuperSpeed companions ({@link ConfigDescriptorParser}); where it is
 * missing or broken, an interface's {@code ep_XX/} directories give the setting in use
 * (drivers/usb/core/endpoint.c: {@code bEndpointAddress}, {@code bmAttributes}, {@code bInterval} as two
 * hex digits, {@code wMaxPacketSize} as four with the high-bandwidth bits masked off, which a note says).
 */
final class EndpointReader {
    private final SysfsAttributes attrs;

    EndpointReader(SysfsAttributes attrs) {
        this.attrs = attrs;
    }

    /** Every setting's endpoints by interface number, from the device's {@code descriptors}; null when it cannot tell. */
    Map<Integer, List<ObservedEndpoint>> described(Path deviceDir) {
        byte[] data = attrs.bytes(deviceDir, "descriptors");
        if (data == null) return null;
        try {
            return ConfigDescriptorParser.endpoints(data, attrs.decimal(deviceDir, "bConfigurationValue"));
        } catch (MalformedDescriptorException e) {
            attrs.note("malformed-descriptor", deviceDir.resolve("descriptors"), e.getMessage());
            return null;
        }
    }

    /** The endpoints of the setting in use, from the interface's {@code ep_XX/} directories. */
    List<ObservedEndpoint> listed(Path interfaceDir, Integer alternateSetting) {
        List<ObservedEndpoint> found = new ArrayList<>();
        for (Path ep : attrs.list(interfaceDir)) {
            if (!ep.getFileName().toString().startsWith("ep_")) continue;
            String address = attrs.hex(ep, "bEndpointAddress", 2);
            String attributes = attrs.hex(ep, "bmAttributes", 2);
            String maxPacket = attrs.hex(ep, "wMaxPacketSize", 4);
            String interval = attrs.hex(ep, "bInterval", 2);
            if (address == null || attributes == null || maxPacket == null || interval == null) continue;
            TransferType type = TransferType.ofAttributes(Integer.parseInt(attributes, 16));
            if (type.periodic())
                attrs.note("partial", ep.resolve("wMaxPacketSize"), "sysfs masks the high-bandwidth bits of wMaxPacketSize:"
                        + " without the descriptors file a high-speed endpoint's extra transactions per microframe are not known");
            found.add(new ObservedEndpoint(alternateSetting == null ? 0 : alternateSetting, Integer.parseInt(address, 16), type,
                    Integer.parseInt(maxPacket, 16), Integer.parseInt(interval, 16)));
        }
        return found;
    }
}
