package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.TransferType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the endpoints of every interface and alternate setting from a device's sysfs
 * {@code descriptors} file: the 18-byte device descriptor, then the raw descriptors of each
 * configuration (drivers/usb/core/sysfs.c {@code read_descriptors}). It is the one place sysfs keeps
 * what {@code ep_XX/} directories leave out: the other alternate settings (a camera's isochronous
 * endpoints live in settings above 0), {@code wMaxPacketSize}'s high-bandwidth bits (sysfs masks them
 * with 0x7ff) and the SuperSpeed endpoint companion (USB 3.2 §9.6.7). Descriptors are walked by their
 * {@code bLength}; class-specific ones (UVC, audio) are skipped.
 */
public final class ConfigDescriptorParser {
    private static final int DEVICE = 0x01;
    private static final int CONFIGURATION = 0x02;
    private static final int INTERFACE = 0x04;
    private static final int ENDPOINT = 0x05;
    private static final int SS_ENDPOINT_COMPANION = 0x30;

    private ConfigDescriptorParser() {
    }

    /**
     * The endpoints of the configuration {@code configurationValue} names (the device's
     * {@code bConfigurationValue}; the first configuration when null or absent), by interface number.
     */
    public static Map<Integer, List<ObservedEndpoint>> endpoints(byte[] data, Integer configurationValue)
            throws MalformedDescriptorException {
        if (data == null || data.length < 18 || u8(data, 0) != 18 || u8(data, 1) != DEVICE)
            throw new MalformedDescriptorException("the file does not start with an 18-byte device descriptor");
        List<Map<Integer, List<ObservedEndpoint>>> configs = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        Map<Integer, List<ObservedEndpoint>> current = null;
        int iface = -1;
        int alternate = 0;
        int offset = 18;
        while (offset < data.length) {
            int length = u8(data, offset);
            if (length < 2 || offset + length > data.length)
                throw new MalformedDescriptorException("descriptor at offset " + offset + " has bLength " + length + ", "
                        + (data.length - offset) + " bytes left");
            int type = u8(data, offset + 1);
            if (type == CONFIGURATION) {
                if (length < 9) throw new MalformedDescriptorException("configuration descriptor of " + length + " bytes");
                current = new LinkedHashMap<>();
                configs.add(current);
                values.add(u8(data, offset + 5));
                iface = -1;
            } else if (current == null) {
                throw new MalformedDescriptorException("descriptor type " + type + " at offset " + offset + " before any configuration");
            } else if (type == INTERFACE && length >= 9) {
                iface = u8(data, offset + 2);
                alternate = u8(data, offset + 3);
                current.computeIfAbsent(iface, n -> new ArrayList<>());
            } else if (type == ENDPOINT && length >= 7 && iface >= 0) {
                current.get(iface).add(new ObservedEndpoint(alternate, u8(data, offset + 2),
                        TransferType.ofAttributes(u8(data, offset + 3)), u16(data, offset + 4), u8(data, offset + 6)));
            } else if (type == SS_ENDPOINT_COMPANION && length >= 6 && iface >= 0) {
                List<ObservedEndpoint> list = current.get(iface);
                if (!list.isEmpty()) list.set(list.size() - 1, withCompanion(list.get(list.size() - 1), data, offset));
            }
            offset += length;
        }
        if (configs.isEmpty()) throw new MalformedDescriptorException("no configuration descriptor");
        int chosen = configurationValue == null ? 0 : Math.max(0, values.indexOf(configurationValue));
        return configs.get(chosen);
    }

    /** bMaxBurst, the isochronous Mult in bmAttributes bits 1:0, and wBytesPerInterval of a periodic endpoint. */
    private static ObservedEndpoint withCompanion(ObservedEndpoint e, byte[] d, int at) {
        Integer mult = e.transferType() == TransferType.ISOCHRONOUS ? u8(d, at + 3) & 0x3 : null;
        Integer bytes = e.periodic() ? u16(d, at + 4) : null;
        return new ObservedEndpoint(e.alternateSetting(), e.address(), e.transferType(), e.maxPacketSize(), e.interval(),
                u8(d, at + 2), mult, bytes);
    }

    private static int u8(byte[] d, int i) {
        return d[i] & 0xFF;
    }

    private static int u16(byte[] d, int i) {
        return u8(d, i) | u8(d, i + 1) << 8;
    }
}
