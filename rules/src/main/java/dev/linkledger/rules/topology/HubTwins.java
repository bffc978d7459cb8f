package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.RootHubFact;

import java.util.List;
import java.util.Objects;

/**
 * A USB 3 hub enumerates twice: its USB 2.0 half on the USB 2.0 bus and its SuperSpeed half on the
 * SuperSpeed bus of the same controller. Port numbers of the two halves need not match (Intel
 * root ports do not), so the twin is a SuperSpeed hub on the same controller (anywhere on the host
 * when the controller is unknown) with the same vendor id, or any, when the evidence has no ids
 * ({@code lsusb -t}).
 */
public final class HubTwins {
    private HubTwins() {
    }

    public static boolean hasSuperSpeedTwin(DeviceFact hub, List<?> devices, List<?> controllers) {
        List<Integer> buses = controllers.stream().map(ControllerFact.class::cast)
                .filter(c -> c.buses() != null && c.buses().contains(hub.bus())).findFirst()
                .map(ControllerFact::buses).orElse(null);
        return devices.stream().map(DeviceFact.class::cast)
                .filter(d -> d.hub() && d.linkSuperSpeed() && Objects.equals(d.hostId(), hub.hostId()))
                .filter(d -> buses == null || buses.contains(d.bus()))
                .anyMatch(d -> hub.vendorId() == null || d.vendorId() == null || hub.vendorId().equals(d.vendorId()));
    }

    /**
     * True when a 480M hub of unknown capability may be the USB 2.0 half of working SuperSpeed connectors, so
     * it does not cap what is behind it for certain:
     * <ul>
     *   <li>its controller's SuperSpeed root hub is not in the evidence (a partial paste of one bus), so its
     *       twin may be there unseen;</li>
     *   <li>it sits on the only kind of root port its USB 2.0 root hub has too few of: a controller whose
     *       SuperSpeed root hub has more ports than its USB 2.0 root hub routes the USB 2.0 halves of those
     *       ports through a hub on the board (the Raspberry Pi 4's VL805: bus 1 with 1 port carrying a 4-port
     *       USB 2.0 hub, bus 2 with 4 SuperSpeed root ports), which has no SuperSpeed twin by design.</li>
     * </ul>
     * A hub known to be USB 3 (capability 5000 or more) has a SuperSpeed half that should have come up, so
     * neither applies to it.
     */
    public static boolean mayBeUsb2Half(DeviceFact hub, List<?> rootHubs, List<?> controllers) {
        return twinMayBeUnseen(hub, rootHubs, controllers) || boardHubOfUsb2Halves(hub, rootHubs, controllers);
    }

    /**
     * The first case of {@link #mayBeUsb2Half}: a 480M hub of unknown capability whose controller's SuperSpeed
     * root hub the evidence does not show, so a twin of it could be there. What hangs below it is then
     * {@link MaybeCappedByUsb2Hub}, unless it is also the board hub of the second case.
     */
    public static boolean twinMayBeUnseen(DeviceFact hub, List<?> rootHubs, List<?> controllers) {
        return hub.capabilityMbps() == null && EvidenceCoverage.of(hub.hostId(), rootHubs, controllers).companionUnseen(hub.bus());
    }

    /** The second case of {@link #mayBeUsb2Half}: the board hub that carries the USB 2.0 halves of SuperSpeed root ports. */
    public static boolean boardHubOfUsb2Halves(DeviceFact hub, List<?> rootHubs, List<?> controllers) {
        if (hub.capabilityMbps() != null) return false;
        if (!PortPath.onRootPort(hub.path())) return false;
        EvidenceCoverage coverage = EvidenceCoverage.of(hub.hostId(), rootHubs, controllers);
        RootHubFact own = coverage.rootHub(hub.bus());
        if (own == null || own.portCount() == null) return false;
        List<Integer> buses = controllers.stream().map(ControllerFact.class::cast)
                .filter(c -> c.buses() != null && c.buses().contains(hub.bus())).findFirst()
                .map(ControllerFact::buses).orElse(List.of());
        return buses.stream().map(coverage::rootHub).filter(Objects::nonNull)
                .anyMatch(r -> r.superSpeed() && r.portCount() != null && r.portCount() > own.portCount());
    }
}
