package dev.linkledger.rules.topology;

import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.RootHubFact;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What a host's evidence shows of its buses: which root hubs are known, and whether the
 * controller of a bus is known in full. A pasted {@code lsusb -t} of one bus, a {@code dmesg}
 * or an {@code lsusb -v} of one device leaves the rest unseen, so a missing SuperSpeed root hub
 * is then not evidence that there is none.
 *
 * @param buses the buses whose root hubs the evidence shows, in order
 */
public record EvidenceCoverage(String hostId, List<Integer> buses, List<RootHubFact> rootHubs,
                               List<ControllerFact> controllers) {

    public static EvidenceCoverage of(String hostId, List<?> rootHubs, List<?> controllers) {
        List<RootHubFact> hubs = rootHubs.stream().map(RootHubFact.class::cast)
                .filter(r -> Objects.equals(r.hostId(), hostId)).toList();
        List<ControllerFact> cs = controllers.stream().map(ControllerFact.class::cast)
                .filter(c -> Objects.equals(c.hostId(), hostId)).toList();
        return new EvidenceCoverage(hostId, hubs.stream().map(RootHubFact::bus).distinct().sorted().toList(), hubs, cs);
    }

    /** For DRL: the device's bus may have a SuperSpeed companion the evidence does not show. */
    public static boolean companionUnseen(DeviceFact device, List<?> rootHubs, List<?> controllers) {
        return of(device.hostId(), rootHubs, controllers).companionUnseen(device.bus());
    }

    /**
     * True when the evidence cannot rule out a SuperSpeed root hub on the controller of {@code bus}:
     * its root hub is not shown at all, or it is an xHCI (or unnamed) USB 2.0 root hub whose
     * controller's buses were guessed or not given. An EHCI/OHCI/UHCI bus, or a controller whose
     * buses sysfs listed, is known to have no SuperSpeed half.
     */
    public boolean companionUnseen(int bus) {
        RootHubFact rootHub = rootHub(bus);
        if (rootHub == null) return true;
        if (rootHub.superSpeed()) return false;
        if (!xhciOrUnnamed(rootHub.driver())) return false;
        ControllerFact controller = controllerOf(bus);
        if (controller != null && controller.buses() != null && controller.buses().size() > 1) {
            boolean pairedWithSuperSpeed = controller.buses().stream().map(this::rootHub).filter(Objects::nonNull)
                    .anyMatch(RootHubFact::superSpeed);
            if (pairedWithSuperSpeed) return false;
        }
        return controller == null || controller.inferred();
    }

    /** Whether the evidence shows any SuperSpeed root hub on this host. */
    public boolean superSpeedSeen() {
        return rootHubs.stream().anyMatch(RootHubFact::superSpeed);
    }

    /** {@code bus 2}, {@code buses 1 and 2}, {@code no root hub}: what the evidence covers, in words. */
    public String shown() {
        if (buses.isEmpty()) return "no root hub";
        if (buses.size() == 1) return "bus " + buses.get(0) + " only";
        return "buses " + buses.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    RootHubFact rootHub(int bus) {
        return rootHubs.stream().filter(r -> r.bus() == bus).findFirst().orElse(null);
    }

    private ControllerFact controllerOf(int bus) {
        return controllers.stream().filter(c -> c.buses() != null && c.buses().contains(bus)).findFirst().orElse(null);
    }

    private static boolean xhciOrUnnamed(String driver) {
        return driver == null || driver.isBlank() || driver.toLowerCase().contains("xhci");
    }
}
