package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.CapabilityEvidence;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import dev.linkledger.probe.usb.VidPid;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One device directory ({@code 3-2}) with its interfaces ({@code 3-2:1.0}) and what it can do.
 * Ids come from {@code uevent} and {@code modalias} when those parse, from the single-value
 * attributes otherwise (older trees, hand-made fixtures).
 */
final class DeviceReader {
    private final SysfsAttributes attrs;
    private final CapabilityResolver resolver;

    DeviceReader(SysfsAttributes attrs, CapabilityResolver resolver) {
        this.attrs = attrs;
        this.resolver = resolver;
    }

    ObservedDevice read(Path dir, PortPath path) {
        // Listing first also tells which attributes exist, so absent ones are not opened.
        List<ObservedInterface> interfaces = interfaces(dir, path);
        UeventIds ids = UeventIds.parse(attrs.text(dir, "uevent"));
        Integer busnum = ids != null ? ids.busnum() : attrs.decimal(dir, "busnum");
        UsbSpeed speed = UsbSpeed.parse(attrs.trimmed(dir, "speed"));
        UsbVersion version = version(dir);
        String vendor = ids != null ? ids.vendorId() : attrs.hex(dir, "idVendor", 4);
        String product = ids != null ? ids.productId() : attrs.hex(dir, "idProduct", 4);
        String manufacturerString = attrs.trimmed(dir, "manufacturer");
        String productString = attrs.trimmed(dir, "product");
        Capability capability = resolver.resolve(new CapabilityEvidence(bos(dir), VidPid.ofNullable(vendor, product),
                version, speed, interfaces.stream().map(ObservedInterface::driver).toList(),
                java.util.Arrays.asList(manufacturerString, productString)));
        return new ObservedDevice(path.toString(), busnum != null ? busnum : path.bus(),
                ids != null ? ids.devnum() : attrs.decimal(dir, "devnum"),
                path.parentName(), path.portId(), speed, attrs.decimal(dir, "rx_lanes"), attrs.decimal(dir, "tx_lanes"),
                version == null ? null : version.toString(), vendor, product,
                ids != null ? ids.bcdDevice() : attrs.hex(dir, "bcdDevice", 4),
                ids != null ? ids.deviceClass() : attrs.hex(dir, "bDeviceClass", 2),
                ids != null ? ids.deviceSubClass() : attrs.hex(dir, "bDeviceSubClass", 2),
                ids != null ? ids.deviceProtocol() : attrs.hex(dir, "bDeviceProtocol", 2),
                manufacturerString, productString, attrs.trimmed(dir, "serial"),
                attrs.decimal(dir, "maxchild"), attrs.trimmed(dir, "removable"), capability, interfaces,
                attrs.milliamps(dir, "bMaxPower"));
    }

    private UsbVersion version(Path dir) {
        String text = attrs.text(dir, "version");
        if (text == null || text.isBlank()) return null;
        try {
            return UsbVersion.parse(text);
        } catch (IllegalArgumentException e) {
            attrs.note("malformed", dir.resolve("version"), e.getMessage());
            return null;
        }
    }

    /** A broken descriptor is noted and the resolver falls through to the next kind of evidence. */
    private Capability bos(Path dir) {
        byte[] data = attrs.bytes(dir, "bos_descriptors");
        if (data == null) return null;
        try {
            return BosDescriptorParser.parse(data);
        } catch (MalformedDescriptorException e) {
            attrs.note("malformed-descriptor", dir.resolve("bos_descriptors"), e.getMessage());
            return null;
        }
    }

    private List<ObservedInterface> interfaces(Path dir, PortPath path) {
        String prefix = path + ":";
        List<ObservedInterface> result = new ArrayList<>();
        for (Path iface : attrs.list(dir)) {
            if (!iface.getFileName().toString().startsWith(prefix)) continue;
            String[] codes = UeventIds.interfaceCodes(attrs.text(iface, "modalias"));
            String number = codes != null ? codes[3] : attrs.hex(iface, "bInterfaceNumber", 2);
            if (number == null) continue;
            result.add(new ObservedInterface(Integer.parseInt(number, 16),
                    codes != null ? codes[0] : attrs.hex(iface, "bInterfaceClass", 2),
                    codes != null ? codes[1] : attrs.hex(iface, "bInterfaceSubClass", 2),
                    codes != null ? codes[2] : attrs.hex(iface, "bInterfaceProtocol", 2),
                    attrs.linkName(iface, "driver")));
        }
        result.sort(Comparator.comparingInt(ObservedInterface::number));
        return result;
    }
}
