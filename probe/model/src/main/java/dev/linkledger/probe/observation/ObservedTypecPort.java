package dev.linkledger.probe.observation;

/**
 * A Type-C port ({@code /sys/class/typec/portN}) with what is plugged into it.
 *
 * @param port           e.g. {@code port0}
 * @param usbPorts       kernel USB port ids linked to this connector (through their {@code connector} symlink)
 * @param partner        the attached partner's identity, null when nothing is attached
 * @param cable          the cable's e-marker identity, null when absent or not exposed
 */
public record ObservedTypecPort(String port, String dataRole, String powerRole, java.util.List<String> usbPorts,
                                TypecIdentity partner, ObservedCable cable) {
}
