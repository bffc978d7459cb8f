package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;

import java.util.Collection;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Finds a better place on the same host: a free root port whose root hub runs at least a given rate.
 * A port is taken when a device sits on it or on its peer (the other half of the same connector).
 */
public final class BetterPorts {
    private BetterPorts() {
    }

    /** A free port, in words, with the root hub it is on. */
    public record Suggestion(String where, RootHubFact rootHub, String portId) {
    }

    public static Optional<Suggestion> freeRootPort(Collection<?> rootHubs, Collection<?> devices, Collection<?> ports,
                                                    double minMbps, String excludePortId) {
        Set<String> taken = devices.stream().map(DeviceFact.class::cast).map(DeviceFact::portId)
                .filter(Objects::nonNull).collect(Collectors.toSet());
        return rootHubs.stream().map(RootHubFact.class::cast).filter(r -> r.speedMbps() >= minMbps)
                .sorted(Comparator.comparingDouble(RootHubFact::speedMbps).reversed().thenComparingInt(RootHubFact::bus))
                .map(r -> onRootHub(r, devices, ports, taken, minMbps, excludePortId))
                .flatMap(Optional::stream).findFirst();
    }

    private static Optional<Suggestion> onRootHub(RootHubFact r, Collection<?> devices, Collection<?> ports,
                                                  Set<String> taken, double minMbps, String excludePortId) {
        String hub = "bus " + r.bus() + " (" + Speeds.kernel(r.speedMbps()) + " root hub";
        var known = ports.stream().map(PortFact.class::cast).filter(p -> p.bus() == r.bus() && p.rootPort()).toList();
        if (!known.isEmpty()) {
            return known.stream()
                    .filter(p -> !p.portId().equals(excludePortId) && !taken.contains(p.portId())
                            && (p.peer() == null || !taken.contains(p.peer())))
                    .filter(p -> !"not used".equals(p.connectType()))
                    .filter(p -> p.measuredCapabilityMbps() == null || p.measuredCapabilityMbps() >= minMbps)
                    .findFirst()
                    .map(p -> new Suggestion(p.portId() + " on " + hub + "), free", r, p.portId()));
        }
        long used = devices.stream().map(DeviceFact.class::cast)
                .filter(d -> d.bus() == r.bus() && PortPath.onRootPort(d.path())).count();
        if (r.portCount() != null && used >= r.portCount()) return Optional.empty();
        String free = r.portCount() == null ? "" : ", " + (r.portCount() - used) + " of " + r.portCount() + " ports free";
        return Optional.of(new Suggestion("a port on " + hub + free + ")", r, null));
    }
}
