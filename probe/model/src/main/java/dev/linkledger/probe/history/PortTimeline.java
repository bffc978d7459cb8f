package dev.linkledger.probe.history;

import dev.linkledger.probe.history.Attempt.Outcome;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.usb.PortPath;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
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

    /**
     * hub.c's {@code HUB_DEBOUNCE_TIMEOUT} (2000 ms): the time it gives a connection to settle; a
     * disconnect and a new enumeration closer than that are one connection bouncing, not a person
     * unplugging and plugging in.
     */
    public static final double BOUNCE_SECONDS = 2.0;
    /**
     * A device that drops off the bus by itself (its firmware restarts, it detaches when nobody polls
     * it) attaches again once it is ready: seconds after the disconnect, past hub.c's 2 s debounce
     * but well short of the time a person takes to notice, pull the plug and put it back.
     */
    public static final double COMEBACK_SECONDS = 5.0;
    /** Two comebacks make a loop: once is a glitch (an electrostatic discharge, a mode switch), again is a pattern. */
    public static final int LOOP = 2;

    /**
     * The disconnects the port's device came back from on its own: a new enumeration within
     * {@link #BOUNCE_SECONDS} (unless under other ids: a mode switch, a firmware update, which
     * re-enumerate on purpose), or under the same ids (both named) within {@link #COMEBACK_SECONDS}.
     * Both lines must be stamped on one clock and in order: a stamp that goes back is another boot
     * or another log pasted after the first.
     */
    public List<KernelLogLine> comebacks() {
        List<KernelLogLine> loops = new ArrayList<>();
        for (KernelLogLine gone : withRole(Role.DISCONNECTED)) {
            Attempt before = attempts.stream()
                    .filter(a -> Objects.equals(a.devnum(), gone.devnum()) && a.first().order() < gone.order())
                    .reduce((a, b) -> b).orElse(null);
            Attempt after = attempts.stream().filter(a -> !a.reset() && a.start() != null && a.start().order() > gone.order())
                    .findFirst().orElse(null);
            Double gap = after == null || after.start().stamp() == null ? null : after.start().stamp().since(gone.stamp());
            if (gap == null || gap < 0 || gap > COMEBACK_SECONDS) continue;
            boolean bothNamed = before != null && before.vendorId() != null && after.vendorId() != null;
            boolean sameIds = bothNamed && before.vendorId().equals(after.vendorId())
                    && Objects.equals(before.productId(), after.productId());
            if (gap <= BOUNCE_SECONDS ? !bothNamed || sameIds : sameIds) loops.add(gone);
        }
        return loops;
    }

    /**
     * True when the log ends with the port's device gone after it had come back {@link #LOOP} times
     * or more: a paste of a loop stops anywhere, and the device keeps coming back.
     */
    public boolean endsInReconnectLoop() {
        if (lines.isEmpty() || lines.get(lines.size() - 1).role() != Role.DISCONNECTED) return false;
        return comebacks().size() >= LOOP;
    }

    /** The lines after {@code from} and before {@code to} (both excluded), in order. */
    public List<KernelLogLine> between(KernelLogLine from, KernelLogLine to) {
        return lines.stream().filter(l -> l.order() > from.order() && l.order() < to.order()).toList();
    }
}
