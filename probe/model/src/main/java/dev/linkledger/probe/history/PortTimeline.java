package dev.linkledger.probe.history;

import dev.linkledger.probe.history.Attempt.Outcome;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.usb.PortPath;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What the kernel log says happened on one port, in order: its lines and the attempts they make.
 *
 * @param port the port path as the kernel named it ({@code 2-2}: the port that holds device 2-2)
 */
public record PortTimeline(String port, List<KernelLogLine> lines, List<Attempt> attempts) {

    public PortTimeline {
        lines = List.copyOf(lines);
        attempts = List.copyOf(attempts);
    }

    /** The timeline of these lines (all of {@code port}, in order). */
    public static PortTimeline of(String port, List<KernelLogLine> lines) {
        return new PortTimeline(port, lines, AttemptReader.read(lines));
    }

    public int bus() {
        return PortPath.busOf(port);
    }

    /** The kernel's name of the port: {@code usb2-port2}, {@code 1-1-port3}. */
    public String portId() {
        return PortPath.parse(port).portId();
    }

    /** The lines of these roles, in order. */
    public List<KernelLogLine> withRole(Role... roles) {
        Set<Role> wanted = EnumSet.copyOf(Arrays.asList(roles));
        return lines.stream().filter(l -> wanted.contains(l.role())).toList();
    }

    /** The lines of these kinds, in order. */
    public List<KernelLogLine> withKind(KernelMessage... kinds) {
        Set<KernelMessage> wanted = EnumSet.copyOf(Arrays.asList(kinds));
        return lines.stream().filter(l -> wanted.contains(l.kind())).toList();
    }

    /** True when a hub's driver bound to what this port holds ("USB hub found"). */
    public boolean heldAHub() {
        return lines.stream().anyMatch(l -> l.role() == Role.HUB);
    }

    /**
     * The longest run of attempts that failed one after another, no attempt getting through (or
     * ending unknown) in between: how much of the kernel's retrying the port used up at once.
     */
    public List<Attempt> longestFailedRun() {
        List<Attempt> longest = List.of();
        List<Attempt> run = new ArrayList<>();
        for (Attempt a : attempts) {
            if (a.outcome() == Outcome.FAILED) {
                run.add(a);
                if (run.size() > longest.size()) longest = List.copyOf(run);
            } else {
                run.clear();
            }
        }
        return longest;
    }

    /** The last attempt that did not fail: the connection the port holds as the log ends, or null. */
    public Attempt lastConnection() {
        for (int i = attempts.size() - 1; i >= 0; i--) if (attempts.get(i).outcome() != Outcome.FAILED) return attempts.get(i);
        return null;
    }

    /** The lines after {@code from} and before {@code to} (both excluded), in order. */
    public List<KernelLogLine> between(KernelLogLine from, KernelLogLine to) {
        return lines.stream().filter(l -> l.order() > from.order() && l.order() < to.order()).toList();
    }
}
