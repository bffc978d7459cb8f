package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservedCable;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.observation.ObservedTypecPort;
import dev.linkledger.probe.observation.TypecIdentity;
import dev.linkledger.probe.usb.CableVdo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Type-C connectors from {@code /sys/class/typec}: {@code portN} with its {@code portN-partner}
 * and {@code portN-cable}. Identities are only there when the port driver runs PD Discover
 * Identity itself; an all-zero ID header means "not discovered", not a cable without data lines.
 */
final class TypecReader {
    private static final Pattern PORT = Pattern.compile("port\\d+");
    private static final Pattern SELECTED = Pattern.compile("\\[([^]]+)]");

    private final SysfsAttributes attrs;

    TypecReader(SysfsAttributes attrs) {
        this.attrs = attrs;
    }

    /** @param usbPorts the USB ports already read; their {@code connector} names tie them to a Type-C port */
    List<ObservedTypecPort> read(Path typecClass, List<ObservedPort> usbPorts) {
        List<ObservedTypecPort> result = new ArrayList<>();
        for (Path dir : attrs.list(typecClass)) {
            String name = dir.getFileName().toString();
            if (!PORT.matcher(name).matches()) continue;
            List<String> linked = usbPorts.stream().filter(p -> name.equals(p.connector())).map(ObservedPort::id).toList();
            Path partner = typecClass.resolve(name + "-partner");
            Path cable = typecClass.resolve(name + "-cable");
            result.add(new ObservedTypecPort(name, selected(dir, "data_role"), selected(dir, "power_role"), linked,
                    Files.isDirectory(partner) ? partnerIdentity(partner) : null,
                    Files.isDirectory(cable) ? cable(cable) : null));
        }
        return result;
    }

    /** {@code [host] device} → {@code host}; a fixed-role port prints its one role without brackets. */
    private String selected(Path dir, String name) {
        String s = attrs.trimmed(dir, name);
        if (s == null) return null;
        var m = SELECTED.matcher(s);
        return m.find() ? m.group(1) : s;
    }

    private TypecIdentity partnerIdentity(Path partner) {
        try {
            return identity(partner.resolve("identity"));
        } catch (IllegalArgumentException e) {
            attrs.note("malformed-identity", partner.resolve("identity"), e.getMessage());
            return null;
        }
    }

    private ObservedCable cable(Path cable) {
        String plugType = attrs.trimmed(cable, "plug_type");
        String declaredType = attrs.trimmed(cable, "type");
        Path identityDir = cable.resolve("identity");
        try {
            TypecIdentity identity = identity(identityDir);
            if (identity != null) return CableVdo.decode(identity, plugType);
        } catch (IllegalArgumentException e) {
            attrs.note("malformed-identity", identityDir, e.getMessage());
        }
        return new ObservedCable(declaredType, null, null, null, null, plugType, null);
    }

    /** Null when the directory is absent or the header reads zero (identity not discovered). */
    private TypecIdentity identity(Path dir) {
        String header = attrs.trimmed(dir, "id_header");
        if (header == null || !Files.isDirectory(dir)) return null;
        String vendorId = CableVdo.vendorId(header);
        if (header.matches("(0x)?0+")) return null;
        String product = attrs.trimmed(dir, "product");
        String productId = product == null ? null : CableVdo.productId(product);
        return new TypecIdentity(header, attrs.trimmed(dir, "cert_stat"), product, attrs.trimmed(dir, "product_type_vdo1"),
                attrs.trimmed(dir, "product_type_vdo2"), attrs.trimmed(dir, "product_type_vdo3"),
                vendorId, productId);
    }
}
