package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedEndpoint;
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
import java.util.Map;

/**
 * One device directory ({@code 3-2}) with its interfaces ({@code 3-2:1.0}) and what it can do.
 * Ids come from {@code uevent} and {@code modalias} when those parse, from the single-value
 * attributes otherwise (older trees, hand-made fixtures).
 */
final class DeviceReader {
    private final SysfsAttributes attrs;
    private final CapabilityResolver resolver;
    private final EndpointReader endpoints;

    DeviceReader(SysfsAttributes attrs, CapabilityResolver resolver) {
        this.attrs = attrs;
        this.resolver = resolver;
        this.endpoints = new EndpointReader(attrs);
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
        List<Path> entries = attrs.list(dir);
        // Read while the device's listing is current: the descriptors hold every setting's endpoints.
        Map<Integer, List<ObservedEndpoint>> described = endpoints.described(dir);
        for (Path iface : entries) {
            if (!iface.getFileName().toString().startsWith(prefix)) continue;
            String[] codes = UeventIds.interfaceCodes(attrs.text(iface, "modalias"));
            String number = codes != null ? codes[3] : attrs.hex(iface, "bInterfaceNumber", 2);
            if (number == null) continue;
            int n = Integer.parseInt(number, 16);
            Integer alternate = attrs.decimal(iface, "bAlternateSetting");
            result.add(new ObservedInterface(n,
                    codes != null ? codes[0] : attrs.hex(iface, "bInterfaceClass", 2),
                    codes != null ? codes[1] : attrs.hex(iface, "bInterfaceSubClass", 2),
                    codes != null ? codes[2] : attrs.hex(iface, "bInterfaceProtocol", 2),
                    attrs.linkName(iface, "driver"), alternate,
                    endpoints(described, n, iface, alternate)));
        }
        result.sort(Comparator.comparingInt(ObservedInterface::number));
        return result;
    }

    /**
     * Every setting's endpoints from the descriptors; without them, the setting in use from {@code ep_XX/}
     * where the interface directory is a kernel's (it always has {@code bAlternateSetting}); null (unknown)
     * for a tree that shows neither.
     */
    private List<ObservedEndpoint> endpoints(Map<Integer, List<ObservedEndpoint>> described, int number, Path iface, Integer alternate) {
        if (described != null) return described.getOrDefault(number, List.of());
        return alternate != null ? endpoints.listed(iface, alternate) : null;
    }
}
