package dev.linkledger.rules.history;

import dev.linkledger.probe.history.Attempt;
import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.history.LogStamp;
import dev.linkledger.probe.history.PortTimeline;
import dev.linkledger.rules.facts.PortHistoryFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.topology.FindingBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Builds the {@code LINK_UNSTABLE} finding for {@code history.drl}; no I/O. A working link that
 * the kernel resets, or that drops and comes back, again and again. A reset of a working device is
 * ordinary once: hub.c resets a device whose power session was lost at each system resume
 * ({@code finish_port_resume()}, "reset-resume"), and a driver may reset its device once after
 * loading firmware (the comment on {@code usb_reset_device()}); a device replugged, or a mode
 * switch that re-enumerates it under other ids, is no link fault either.
 */
public final class LinkUnstable {
    /**
     * Three of a kind make a storm: one reset is resume's or a firmware load's, a second can be the
     * other of the two; a third within {@link #WINDOW_SECONDS} of the last is neither.
     */
    static final int STORM = 3;
    /** A suspend and resume cycle takes longer than this; a storm's resets come closer together. */
    static final double WINDOW_SECONDS = 60;

    private LinkUnstable() {
    }

    /** {@link PortTimeline#LOOP}: two comebacks of a device that dropped off the bus make a loop. */
    static final int BOUNCES = PortTimeline.LOOP;

    public static boolean unstable(PortHistoryFact history) {
        PortTimeline port = history.timeline();
        return storm(resets(port)).size() >= STORM || storm(reconnects(port)).size() >= BOUNCES
                || storm(port.withRole(Role.LINK_DROPPED)).size() >= STORM || !erroredThenReset(port).isEmpty();
    }

    /**
     * A storm of transfers failing with a wire error (-71 EPROTO, -84 EILSEQ, -62 ETIME: bits
     * garbled or no answer in the bus turn-around time, {@link LinkErrors}) on a working device,
     * ended by a reset of it within {@link #WINDOW_SECONDS}: its driver retried and gave up on the
     * link (usbhid resets a device whose transfers keep failing for a second, hid_io_error() in
     * drivers/hid/usbhid/hid-core.c). The storm's lines and the reset; empty when there is none.
     */
    static List<KernelLogLine> erroredThenReset(PortTimeline port) {
        List<KernelLogLine> wire = port.withRole(Role.TRANSFER_FAILED).stream()
                .filter(l -> l.error() != null && LinkErrors.wire(l.error())).toList();
        List<KernelLogLine> errors = storm(wire);
        if (errors.size() < STORM) return List.of();
        KernelLogLine last = errors.get(errors.size() - 1);
        KernelLogLine reset = port.withRole(Role.RESET).stream().filter(r -> r.order() > errors.get(0).order())
                .filter(r -> close(last.stamp(), r.stamp())).findFirst().orElse(null);
        if (reset == null) return List.of();
        List<KernelLogLine> shown = new ArrayList<>(errors);
        shown.add(reset);
        return shown;
    }

    public static Finding finding(Map<String, Object> metadata, PortHistoryFact history) {
        PortTimeline port = history.timeline();
        List<KernelLogLine> resets = storm(resets(port));
        List<KernelLogLine> reconnects = storm(reconnects(port));
        List<KernelLogLine> drops = storm(port.withRole(Role.LINK_DROPPED));
        boolean hub = port.heldAHub();
        String what = hub ? "the hub on port " + port.port() : "the device on port " + port.port();
        Attempt now = port.lastConnection();
        List<String> counts = new ArrayList<>();
        if (resets.size() >= STORM) counts.add(resets.size() + " resets" + span(resets));
        if (reconnects.size() >= BOUNCES) counts.add(reconnects.size() + " disconnects and reconnects within seconds"
                + span(reconnects));
        if (drops.size() >= STORM) counts.add(drops.size() + " links dropped by the hub" + span(drops));
        List<KernelLogLine> errored = erroredThenReset(port);
        if (!errored.isEmpty()) counts.add((errored.size() - 1) + " transfers failing with error " + errored.get(0).error()
                + " and then a reset" + span(errored));
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.device(port.port(), port.bus(), now == null ? null : now.devnum(), port.portId()))
                .text("%s (%s): the link is unstable: %s".formatted(hub ? "Hub" : "Device", port.port(), String.join(", ", counts)),
                        "The kernel log shows " + what + " " + String.join(" and ", counts) + ": its driver or the kernel "
                                + "reset it after transfers failed (\"reset … USB device number N\", drivers/usb/core/hub.c "
                                + "usb_reset_and_verify_device()), or the link went down and the device enumerated again. "
                                + "One reset at resume or after a firmware load is ordinary; this many this close together is not."
                                + (hub ? " Everything behind the hub goes with it each time." : "")
                                + " Suspects, most likely first: the cable or connector (a marginal signal makes transfers fail), "
                                + "the port's or hub's power, the host controller, the device's firmware or driver.",
                        "Try another cable and plug " + (hub ? "the hub" : "the device") + " straight into a port of the "
                                + "computer; give it its own power supply if it has one; if it stays unstable on another "
                                + "controller (another computer or an add-in card), suspect the device or its driver.")
                .data("resets", resets.size() >= STORM ? resets.size() : null)
                .data("reconnects", reconnects.size() >= BOUNCES ? reconnects.size() : null)
                .data("drops", drops.size() >= STORM ? drops.size() : null)
                .data("transferErrors", errored.isEmpty() ? null : errored.size() - 1);
        List<KernelLogLine> shown = new ArrayList<>();
        if (resets.size() >= STORM) shown.addAll(resets);
        if (reconnects.size() >= BOUNCES) shown.addAll(reconnects);
        if (drops.size() >= STORM) shown.addAll(drops);
        shown.addAll(errored.stream().filter(l -> !shown.contains(l)).toList());
        shown.sort(java.util.Comparator.comparingInt(KernelLogLine::order));
        LogEvidence.add(f, history, shown);
        return f.build();
    }

    /**
     * The reset lines of the port's reset operations: one usb_reset_and_verify_device() retries a
     * failed hub_port_init() up to PORT_INIT_TRIES times, each retry printing "reset …" again, so a
     * reset that follows a failed reset of the same device is the same operation.
     */
    static List<KernelLogLine> resets(PortTimeline port) {
        List<KernelLogLine> operations = new ArrayList<>();
        Attempt previous = null;
        for (Attempt a : port.attempts()) {
            boolean retry = previous != null && previous.reset() && previous.outcome() == Attempt.Outcome.FAILED
                    && Objects.equals(previous.devnum(), a.devnum());
            if (a.reset() && a.start() != null && !retry) operations.add(a.start());
            previous = a;
        }
        return operations;
    }

    /** The disconnects the device came back from on its own ({@link PortTimeline#comebacks()}). */
    static List<KernelLogLine> reconnects(PortTimeline port) {
        return port.comebacks();
    }

    /** The longest run of these lines each within {@link #WINDOW_SECONDS} of the one before (unstamped lines: within). */
    static List<KernelLogLine> storm(List<KernelLogLine> lines) {
        List<KernelLogLine> longest = List.of();
        List<KernelLogLine> run = new ArrayList<>();
        for (KernelLogLine l : lines) {
            if (!run.isEmpty() && !close(run.get(run.size() - 1).stamp(), l.stamp())) run.clear();
            run.add(l);
            if (run.size() > longest.size()) longest = List.copyOf(run);
        }
        return longest;
    }

    /** Close in time: a stamp that goes back is another boot or another log pasted after the first, never the same storm. */
    private static boolean close(LogStamp earlier, LogStamp later) {
        Double gap = later == null ? null : later.since(earlier);
        return gap == null || (gap >= 0 && gap <= WINDOW_SECONDS);
    }

    private static String span(List<KernelLogLine> lines) {
        Double gap = lines.get(lines.size() - 1).stamp() == null ? null : lines.get(lines.size() - 1).stamp().since(lines.get(0).stamp());
        return gap == null ? "" : " in %.0f s".formatted(gap);
    }
}
