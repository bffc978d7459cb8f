package dev.linkledger.advisor.plan;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.inventory.query.EnclosureQueries;
import dev.linkledger.inventory.query.EnclosureView;
import dev.linkledger.inventory.rest.ProblemException;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.plan.PlanItemKind;
import dev.linkledger.rules.plan.PlannedItem;
import dev.linkledger.rules.plan.PortOption;
import dev.linkledger.rules.plan.PortRanking;
import dev.linkledger.rules.plan.RankedPort;
import dev.linkledger.rules.plan.SuperSpeedHalf;
import dev.linkledger.rules.plan.ItemProfiles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Which port suits an enclosure (registered, or just a link mode): the host's connectors ranked. */
@ApplicationScoped
public class PortSuitability {
    @Inject
    HostPorts hostPorts;
    @Inject
    EnclosureQueries enclosures;

    /**
     * A connector; {@code rank}, {@code expectedMBps}, {@code cappedBy} and {@code reasons} only when ranked.
     * {@code superSpeed} is null when the evidence does not show whether the connector has a SuperSpeed half
     * ({@code superSpeedHalf} "unknown", a paste's USB 2.0 root port): {@code linkMbps} is then what it gives for
     * certain (480), {@code linkMbpsIfSuperSpeed} and {@code expectedMBpsIfSuperSpeed} what it would give with the
     * half on {@code possibleSuperSpeedBus}, and {@code whatTells} how to find out.
     */
    public record PortView(Integer rank, String portId, String peer, int bus, String controllerId, boolean rootPort,
                           Boolean superSpeed, SuperSpeedHalf superSpeedHalf, Number rootHubMbps, Integer measuredLimitMbps,
                           Number linkMbps, Integer possibleSuperSpeedBus, Number linkMbpsIfSuperSpeed,
                           String occupant, List<String> storageOnController, Integer expectedMBps,
                           Integer expectedMBpsIfSuperSpeed, String cappedBy, List<String> reasons, String whatTells) {
    }

    public List<PortView> all(String hostId) {
        return hostPorts.of(hostId, Set.of()).stream()
                .map(p -> view(null, p, null, null, null, List.of())).toList();
    }

    public List<PortView> rank(String hostId, String suits) {
        PlannedItem item;
        Set<String> itself = Set.of();
        if (suits.startsWith("mode:")) {
            LinkMode mode = mode(suits.substring(5));
            item = new PlannedItem(PlanItemKind.ENCLOSURE, mode.label(), null, null, null, "NVMe", null);
        } else {
            EnclosureView e = enclosures.get(suits).orElseThrow(() ->
                    ProblemException.notFound("no enclosure '" + suits + "' (suits is an enclosure id or mode:<Mb/s>)"));
            item = new PlannedItem(PlanItemKind.ENCLOSURE, e.bridgeUpstream(), null, null,
                    e.bridgeVidPid() != null ? e.bridgeVidPid() : e.bridge(), medium(e), null);
            // The enclosure's own port is free for it, and its own storage is not "other" storage.
            if (e.connected() != null) itself = e.connected().stream().filter(s -> hostId.equals(s.hostId()))
                    .map(EnclosureView.Sighting::path).collect(Collectors.toSet());
        }
        if (ItemProfiles.of(item).mode() == null)
            throw ProblemException.badRequest("suits", "cannot tell the speed of enclosure '" + suits + "'");
        List<RankedPort> ranked = PortRanking.rank(ItemProfiles.of(item), hostPorts.of(hostId, itself));
        return java.util.stream.IntStream.range(0, ranked.size()).mapToObj(i -> {
            RankedPort r = ranked.get(i);
            return view(i + 1, r.port(), r.expectation().mbps(), r.ifSuperSpeed() == null ? null : r.ifSuperSpeed().mbps(),
                    r.expectation().cappedBy(), r.reasons());
        }).toList();
    }

    private static String medium(EnclosureView e) {
        if (e.medium() == null || e.medium().kind() == null) return "NVMe";
        String kind = e.medium().kind();
        return "SD".equalsIgnoreCase(kind) ? "SD UHS-I" : kind;
    }

    private static LinkMode mode(String mbps) {
        UsbSpeed speed = mbps == null ? null : UsbSpeed.parse(mbps);
        LinkMode mode = speed != null && speed.numeric() ? LinkMode.fromKernel(speed.mbps(), 1) : null;
        if (mode != null) return mode;
        throw ProblemException.badRequest("suits", "mode:<Mb/s> takes a kernel link rate: 480, 5000, 10000 or 20000");
    }

    private static PortView view(Integer rank, PortOption p, Integer expected, Integer expectedIfSuperSpeed, String cappedBy,
                                 List<String> reasons) {
        boolean unknown = p.superSpeedHalf() == SuperSpeedHalf.UNKNOWN;
        return new PortView(rank, p.portId(), p.peer(), p.bus(), p.controllerId(), p.rootPort(),
                unknown ? null : p.superSpeed(), p.superSpeedHalf(), number(p.rootHubMbps()), p.measuredLimitMbps(),
                number(p.linkMbps()), p.possibleSuperSpeedBus(),
                unknown && p.possibleSuperSpeedBus() != null ? number(p.linkMbpsIfSuperSpeed()) : null,
                p.occupant(), p.storageOnController(), expected, expectedIfSuperSpeed, cappedBy, reasons,
                unknown ? SuperSpeedHalf.WHAT_TELLS : null);
    }

    private static Number number(double v) {
        return v == Math.rint(v) ? (Number) (long) v : (Number) v;
    }
}
