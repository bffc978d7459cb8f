package dev.linkledger.rules.history;

import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.probe.history.KernelMessage;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.history.PortTimeline;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.PortHistoryFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.List;
import java.util.Map;

/**
 * Builds the {@code PORT_OVER_CURRENT} finding for {@code history.drl}; no I/O. One line is
 * enough: drivers/usb/core/hub.c {@code port_event()} prints "over-current condition" only when
 * the port's over-current status is still set after a 100 ms cool-down with the port powered
 * again, so a transient is never printed (the status change alone is "over-current change", a
 * debug message in current kernels).
 */
public final class PortOverCurrent {
    private PortOverCurrent() {
    }

    /**
     * @param others the host's other ports that reported over-current: when the ports of one hub report it
     *               together, the hub senses over-current for all its ports at once (a ganged sense) or the
     *               board's supply failed, so the one device on this port is not the only suspect
     */
    public static Finding finding(Map<String, Object> metadata, PortHistoryFact history, List<?> others) {
        PortTimeline port = history.timeline();
        List<KernelLogLine> conditions = port.withRole(Role.OVER_CURRENT);
        List<String> sameHub = others.stream().map(PortHistoryFact.class::cast).map(PortHistoryFact::port)
                .filter(p -> sameHub(p, port.port())).sorted().toList();
        boolean statusWords = conditions.stream().allMatch(l -> l.kind() == KernelMessage.PORT_STATUS_OVER_CURRENT);
        boolean heldDevice = !port.withRole(Role.DISCONNECTED, Role.ENUMERATED, Role.IDENTIFIED).isEmpty();
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.port(port.port(), port.bus(), port.portId()))
                .text("Port %s reported over-current%s".formatted(port.port(),
                                conditions.size() == 1 ? "" : " " + conditions.size() + " times"),
                        (statusWords ? "The port's status, as the kernel printed it, has its over-current bit set "
                                + "(wPortStatus bit 3, PORT_OVER_CURRENT: \"an over-current condition exists on this port\", "
                                + "USB 2.0 table 11-21, USB 3.2 table 10-13)"
                                : "The kernel prints \"over-current condition\" only when the port's over-current status is still "
                                + "set after a 100 ms cool-down with its power switched back on (drivers/usb/core/hub.c, "
                                + "port_event())") + ": the port cut the power of a load drawing more than it may, or a short "
                                + "trips its sense." + (heldDevice ? " A device on the port went away or came back around it." : "")
                                + (sameHub.isEmpty() ? "" : " Other ports of the same hub reported it too (" + String.join(", ", sameHub)
                                + "): the hub senses over-current for its ports together or the board's supply sagged, so "
                                + "the fault may be on any of them."),
                        "Unplug what is on the port and look at the connector and the cable for damage, bent pins or debris; "
                                + "give a power-hungry device (a disk, a hub) its own supply or a powered hub; if the port "
                                + "reports it with nothing plugged in, stop using that port: the port or the board is faulty.")
                .data("conditions", conditions.size())
                .data("otherPorts", sameHub.isEmpty() ? null : sameHub);
        LogEvidence.add(f, history, port.withRole(Role.OVER_CURRENT, Role.DISCONNECTED));
        return f.build();
    }

    /** Two ports of one hub: their devices would hang on the same hub ({@code usb3}, {@code 1-1}). */
    private static boolean sameHub(String a, String b) {
        return PortPath.parse(a).parentName().equals(PortPath.parse(b).parentName());
    }
}
