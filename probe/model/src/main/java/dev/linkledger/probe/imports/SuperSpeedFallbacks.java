package dev.linkledger.probe.imports;

import dev.linkledger.probe.history.Attempt;
import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.probe.history.KernelMessage;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.history.PortTimeline;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.UsbSpeed;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A USB 3 device whose SuperSpeed link fails connects over its USB 2.0 pairs instead: a hub port
 * that cannot train SuperSpeed lets the device's USB 2.0 connection through (USB 3.2 spec 10.1,
 * "SuperSpeed fails, attempt USB 2.0"), and the kernel sees the device leave the controller's
 * SuperSpeed root hub and arrive on its USB 2.0 one. In a kernel log: "USB disconnect" of a device
 * that had linked at 5000M or more, nothing on that port after it, and within
 * {@link #FALLBACK_SECONDS} a "new high-speed USB device" on another bus — under the same ids where
 * both were shown, else on the same port number (the two halves of a connector). The device on the
 * USB 2.0 bus gets the SuperSpeed link it had as what it can do: device, cable and port trained at it.
 */
final class SuperSpeedFallbacks {
    /** The device's own retry on its USB 2.0 pairs comes within seconds, like a device coming back ({@link PortTimeline#COMEBACK_SECONDS}). */
    static final double FALLBACK_SECONDS = PortTimeline.COMEBACK_SECONDS;

    private SuperSpeedFallbacks() {
    }

    static void mark(Map<String, DeviceFacts> connections, List<PortTimeline> ports) {
        for (PortTimeline usb2 : ports) {
            DeviceFacts d = connections.get(usb2.port());
            Attempt now = usb2.lastConnection();
            if (d == null || usb2.heldAHub() || now == null || now.reset() || now.start() == null || now.mbps() == null
                    || now.mbps() > UsbSpeed.HIGH_SPEED_MBPS || !Objects.equals(d.devnum, now.devnum())) continue;
            for (PortTimeline superSpeed : ports) {
                Capability before = fellBackFrom(superSpeed, usb2, now);
                if (before == null) continue;
                d.linkedBefore = before;
                break;
            }
        }
    }

    /** The SuperSpeed link of the connection {@code now} is the fallback of, or null. */
    private static Capability fellBackFrom(PortTimeline superSpeed, PortTimeline usb2, Attempt now) {
        if (superSpeed.bus() == usb2.bus() || superSpeed.heldAHub()) return null;
        KernelLogLine gone = superSpeed.withRole(Role.DISCONNECTED).stream()
                .filter(l -> l.order() < now.start().order()).reduce((a, b) -> b).orElse(null);
        Double gap = gone == null || now.start().stamp() == null ? null : now.start().stamp().since(gone.stamp());
        if (gap == null || gap < 0 || gap > FALLBACK_SECONDS) return null;
        // the device came back at SuperSpeed (or the kernel tried): what is on the USB 2.0 bus is something else
        if (superSpeed.attempts().stream().anyMatch(a -> a.first().order() > gone.order())) return null;
        Attempt fast = superSpeed.attempts().stream()
                .filter(a -> !a.reset() && a.start() != null && a.start().order() < gone.order() && Objects.equals(a.devnum(), gone.devnum()))
                .reduce((a, b) -> b).orElse(null);
        if (fast == null) return linkPowerOnly(superSpeed, usb2, gone);
        if (fast.mbps() == null || fast.mbps() < UsbSpeed.SUPER_SPEED_MBPS) return null;
        boolean bothNamed = fast.vendorId() != null && now.vendorId() != null;
        Capability linked = new Capability((int) Math.round(fast.mbps()), fast.speed().lanes(), CapabilitySource.KERNEL_LOG);
        if (bothNamed) return fast.vendorId().equals(now.vendorId()) && Objects.equals(fast.productId(), now.productId()) ? linked : null;
        return sameConnector(superSpeed, usb2) ? linked : null;
    }

    /**
     * A paste cut after the SuperSpeed enumeration still shows the link's class when the device's
     * link-power lines are in it ({@link KernelMessage#LINK_POWER}: only a SuperSpeed link gets
     * them): the connection it fell back from was SuperSpeed, at least 5000M on one lane — what
     * the paste proves, not more. Its ids are not shown, so the connector decides.
     */
    private static Capability linkPowerOnly(PortTimeline superSpeed, PortTimeline usb2, KernelLogLine gone) {
        // the lines of the connection that went: after the port's disconnect before it, if any
        int since = superSpeed.withRole(Role.DISCONNECTED).stream().filter(l -> l.order() < gone.order())
                .mapToInt(KernelLogLine::order).max().orElse(Integer.MIN_VALUE);
        boolean superSpeedShown = superSpeed.withKind(KernelMessage.LINK_POWER).stream()
                .anyMatch(l -> l.order() > since && l.order() < gone.order());
        if (!superSpeedShown || !sameConnector(superSpeed, usb2)) return null;
        return new Capability(UsbSpeed.SUPER_SPEED_MBPS, 1, CapabilitySource.KERNEL_LOG);
    }

    /** The two halves of one connector: the same port number on the controller's two root hubs. */
    private static boolean sameConnector(PortTimeline superSpeed, PortTimeline usb2) {
        return PortPath.parse(superSpeed.port()).lastPort() == PortPath.parse(usb2.port()).lastPort();
    }
}
