package dev.linkledger.rules.history;

import dev.linkledger.probe.history.Attempt;
import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.history.PortTimeline;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.LoggedLine;
import dev.linkledger.rules.facts.PastLinkFact;
import dev.linkledger.rules.facts.PortHistoryFact;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The kernel log's past links, for the derivation in {@code history.drl}: a port that came up
 * faster before than the connection it holds now. hub.c prints the speed of a "new … USB device"
 * once the link trained at it (after the port reset, and for SuperSpeed after SET_ADDRESS), so
 * the faster line is proof that port, cable and device trained at that rate, whatever went wrong
 * after. It is the same device when failure lines lie between the two (one plug-in the kernel
 * retried) or when both attempts named the same vid:pid; two different ids are two devices.
 */
public final class KernelLogPastLinks {
    /** What counts as trouble between the faster link and the present one. */
    private static final Set<Role> TROUBLE = EnumSet.of(Role.ATTEMPT_FAILED, Role.GAVE_UP, Role.POWER_CYCLE,
            Role.LINK_DROPPED, Role.PORT_FAILED, Role.HUB_FAILED);

    private KernelLogPastLinks() {
    }

    /** The port's fastest earlier link above its present one, or nothing. */
    public static List<PastLinkFact> of(PortHistoryFact history) {
        PortTimeline port = history.timeline();
        Attempt now = port.lastConnection();
        if (now == null || now.mbps() == null) return List.of();
        Attempt fast = null;
        for (Attempt a : port.attempts()) {
            if (a == now) break;
            if (a.mbps() != null && a.mbps() > now.mbps() && (fast == null || a.mbps() > fast.mbps())) fast = a;
        }
        if (fast == null) return List.of();
        boolean bothNamed = fast.vendorId() != null && now.vendorId() != null;
        boolean sameIds = bothNamed && fast.vendorId().equals(now.vendorId()) && Objects.equals(fast.productId(), now.productId());
        if (bothNamed && !sameIds) return List.of();
        List<KernelLogLine> trouble = port.between(fast.start(), now.first()).stream()
                .filter(l -> TROUBLE.contains(l.role())).toList();
        if (trouble.isEmpty() && !sameIds) return List.of();
        String vendor = now.vendorId() != null ? now.vendorId() : fast.vendorId();
        String product = now.vendorId() != null ? now.productId() : fast.productId();
        Integer lanes = fast.speed().lanes();
        List<EventRef> shown = history.eventsOf(fast.start());
        return List.of(new PastLinkFact(vendor, product, null, fast.mbps(), lanes == null ? 1 : lanes, history.hostId(),
                port.portId(), port.port(), shown.isEmpty() ? null : shown.get(0), fast.start().text(),
                trouble.stream().map(l -> new LoggedLine(l.text(), history.eventsOf(l))).toList()));
    }
}
