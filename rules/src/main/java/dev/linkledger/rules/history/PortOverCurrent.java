package dev.linkledger.rules.history;

import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.probe.history.KernelMessage;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.history.PortTimeline;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.rules.facts.PortHistoryFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.List;
import java.util.Map;

/**
 * Builds the {@code PORT_OVER_CURRENT} finding for {@code history.drl}; no I/O. One line is
 * enough: drivers/usb/core/hub.c {@code port_event()} prints "over-current condition" only when
 * the port's over-current status is still set after a 100 ms cool-down with the port powered
 * again, so a transient is never printed as a condition. The status change alone ("over-current
 * change #N", a debug message in current kernels, printed by older and vendor kernels) says the
 * port's over-current sense tripped (C_PORT_OVER_CURRENT: PORT_OVER_CURRENT went from 0 to 1 or
 * back, USB 2.0 section 11.24.2.7.2) and the port's power was cut: a load's inrush, a supply that
 * sagged. Without a confirmed condition on the port that is information (the port works again),
 * not a warning; it is still worth saying, since it is the first sign of a port or supply at its limit.
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
        List<KernelLogLine> changes = port.withRole(Role.OVER_CURRENT_CHANGE);
        if (conditions.isEmpty()) return transientFinding(metadata, history, changes, sameHub(others, port));
        List<String> sameHub = sameHub(others, port);
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

    /** Only the status changed, never confirmed after the cool-down: the sense tripped on a transient. */
    private static Finding transientFinding(Map<String, Object> metadata, PortHistoryFact history, List<KernelLogLine> changes,
                                            List<String> sameHub) {
        PortTimeline port = history.timeline();
        FindingBuilder f = FindingBuilder.of(metadata)
                .severityAtMost(Severity.INFO)
                .subject(Subject.port(port.port(), port.bus(), port.portId()))
                .text("Port %s's over-current sense tripped%s; the kernel never confirmed an over-current condition".formatted(
                                port.port(), changes.size() == 1 ? "" : " " + changes.size() + " times"),
                        "The kernel logged \"over-current change\" on the port: its over-current status changed "
                                + "(C_PORT_OVER_CURRENT, USB 2.0 section 11.24.2.7.2), so the port's power was cut for a moment; "
                                + "after a 100 ms cool-down with the power back on the status was clear, since the kernel did not "
                                + "print \"over-current condition\" (drivers/usb/core/hub.c, port_event()). A transient: a load's "
                                + "inrush (a disk spinning up), or the board's supply sagging."
                                + (sameHub.isEmpty() ? "" : " Other ports of the same hub tripped too (" + String.join(", ", sameHub)
                                + "): the hub senses over-current for its ports together or the supply behind them dipped."),
                        "Nothing to change while it stays a transient; if devices drop or misbehave when it happens, give "
                                + "power-hungry devices (disks, hubs) their own supply or a powered hub, and check the "
                                + "computer's power supply.")
                .data("changes", changes.size())
                .data("otherPorts", sameHub.isEmpty() ? null : sameHub);
        LogEvidence.add(f, history, changes);
        return f.build();
    }

    private static List<String> sameHub(List<?> others, PortTimeline port) {
        return others.stream().map(PortHistoryFact.class::cast).map(PortHistoryFact::port)
                .filter(p -> sameHub(p, port.port())).sorted().toList();
    }

    /** Two ports of one hub: their devices would hang on the same hub ({@code usb3}, {@code 1-1}). */
    private static boolean sameHub(String a, String b) {
        return PortPath.parse(a).parentName().equals(PortPath.parse(b).parentName());
    }
}
