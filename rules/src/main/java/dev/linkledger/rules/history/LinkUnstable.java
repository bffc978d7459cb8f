package dev.linkledger.rules.history;

import dev.linkledger.probe.history.Attempt;
import dev.linkledger.probe.history.KernelLogLine;
import dev.linkledger.probe.history.KernelMessage;
import dev.linkledger.probe.history.KernelMessage.Role;
import dev.linkledger.probe.history.LogStamp;
import dev.linkledger.probe.history.PortTimeline;
import dev.linkledger.rules.facts.PortHistoryFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
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
    /** hub_port_init() retries a failed try at once; two USB_CTRL_GET_TIMEOUTs (5 s each) are the widest gap between them. */
    static final double RETRY_SECONDS = 12;

    private LinkUnstable() {
    }

    /** {@link PortTimeline#LOOP}: two comebacks of a device that dropped off the bus make a loop. */
    static final int BOUNCES = PortTimeline.LOOP;

    public static boolean unstable(PortHistoryFact history) {
        PortTimeline port = history.timeline();
        return stormy(port) || intermittent(port);
    }

    private static boolean stormy(PortTimeline port) {
        return storm(resets(port)).size() >= STORM || storm(reconnects(port)).size() >= BOUNCES
                || storm(port.withRole(Role.LINK_DROPPED)).size() >= STORM || !erroredThenReset(port).isEmpty()
                || failedResets(port).size() >= STORM;
    }

    /**
     * Only {@link #BOUNCES} comebacks close together, clean, and nothing else: a loop, but the port
     * shows no error (no attempt or transfer failing with a wire error, no link the hub dropped), and
     * a device detaching itself (a firmware watchdog restarting it, a mode switch under the same ids)
     * re-enumerates as cleanly as one whose link dropped. Information until a third or an error says which.
     */
    private static boolean twoCleanBounces(PortTimeline port, List<KernelLogLine> reconnects, boolean otherGrounds) {
        return !otherGrounds && reconnects.size() < STORM && !linkFailing(port);
    }

    private static boolean linkFailing(PortTimeline port) {
        return !port.withRole(Role.ATTEMPT_FAILED, Role.GAVE_UP, Role.LINK_DROPPED, Role.PORT_FAILED, Role.HUB_FAILED).isEmpty()
                || port.withRole(Role.TRANSFER_FAILED).stream().anyMatch(l -> l.error() != null && LinkErrors.wire(l.error()));
    }

    /**
     * The reset operations whose re-verification failed ("reset …" and then a failed descriptor
     * read or address), however far apart. A reset-resume re-reads the descriptors of a device
     * that is there and answers; one that cannot answer after the bus reset, again and again, while
     * the kernel keeps the same device, has a link that fails under it — not a resume's ordinary
     * reset (usb_reset_and_verify_device(), hub.c).
     */
    static List<KernelLogLine> failedResets(PortTimeline port) {
        List<KernelLogLine> failed = new ArrayList<>();
        Attempt operation = null;
        for (Attempt a : port.attempts()) {
            if (a.reset() && a.start() != null && !sameOperation(operation, a)) {
                operation = a;
                if (a.outcome() == Attempt.Outcome.FAILED) failed.add(a.start());
            } else if (!a.reset()) {
                operation = null;
            }
        }
        return failed;
    }

    /**
     * The device dropped off the bus and was back on its own {@link #STORM} times or more in one
     * log, however far apart: a working device does not detach itself ("USB disconnect" and a new
     * enumeration within seconds, {@link PortTimeline#comebacks()}), but a machine's suspend can do
     * the same to a device that loses power, and a filtered paste may not show the suspends. So it is
     * information (the finding at {@code info}), with the cable and power as the suspects; a storm
     * of them close together is the warning.
     */
    static boolean intermittent(PortTimeline port) {
        return reconnects(port).size() >= STORM || resets(port).size() >= STORM || !hubDisabled(port).isEmpty();
    }

    /**
     * The times the hub disabled the port of a device that was there and working: hub.c
     * {@code port_event()} prints "disabled by hub (EMI?), re-enabling..." when the port's enable
     * bit cleared with the connection still up, and the kernel then re-enumerates what is on it. Even
     * once, the link failed under a working device (not a resume's reset, not a replug): information,
     * the warning only for {@link #STORM} close together.
     */
    static List<KernelLogLine> hubDisabled(PortTimeline port) {
        return port.withKind(KernelMessage.DISABLED_BY_HUB);
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
        List<KernelLogLine> failedResets = failedResets(port);
        if (!stormy(port)) return intermittentFinding(metadata, history, hub, what, now);
        if (failedResets.size() >= STORM) counts.add(failedResets.size() + " resets after which it did not answer"
                + span(failedResets));
        if (!errored.isEmpty()) counts.add((errored.size() - 1) + " transfers failing with error " + errored.get(0).error()
                + " and then a reset" + span(errored));
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(subject(port, now))
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
                .data("transferErrors", errored.isEmpty() ? null : errored.size() - 1)
                .data("failedResets", failedResets.size() >= STORM ? failedResets.size() : null);
        boolean otherGrounds = resets.size() >= STORM || drops.size() >= STORM || !errored.isEmpty() || failedResets.size() >= STORM;
        if (twoCleanBounces(port, reconnects, otherGrounds)) f.severityAtMost(Severity.INFO)
                .toConfirm("two clean reconnects and no error: a device can detach itself (a firmware watchdog restarting it); "
                        + "a third drop, or errors beside them (`dmesg -w`), make it the link");
        List<KernelLogLine> shown = new ArrayList<>();
        if (failedResets.size() >= STORM) shown.addAll(failedResets);
        if (resets.size() >= STORM) shown.addAll(resets.stream().filter(l -> !shown.contains(l)).toList());
        if (reconnects.size() >= BOUNCES) shown.addAll(reconnects);
        if (drops.size() >= STORM) shown.addAll(drops);
        shown.addAll(errored.stream().filter(l -> !shown.contains(l)).toList());
        shown.sort(java.util.Comparator.comparingInt(KernelLogLine::order));
        LogEvidence.add(f, history, shown);
        return f.build();
    }

    private static Finding intermittentFinding(Map<String, Object> metadata, PortHistoryFact history, boolean hub,
                                               String what, Attempt now) {
        PortTimeline port = history.timeline();
        List<KernelLogLine> comebacks = reconnects(port);
        List<KernelLogLine> resets = resets(port);
        List<KernelLogLine> dropped = port.withRole(Role.LINK_DROPPED);
        boolean bounced = comebacks.size() >= STORM;
        boolean reset = !bounced && resets.size() >= STORM;
        List<KernelLogLine> disabled = hubDisabled(port);
        List<KernelLogLine> told = bounced ? comebacks : reset ? resets : disabled;
        String counted = bounced ? comebacks.size() + " disconnects it came back from on its own"
                : reset ? resets.size() + " resets of the working device"
                : "its hub disabled the port " + times(disabled.size());
        String seen = bounced
                ? "leaving the bus and enumerating again within seconds " + comebacks.size() + " times" + span(comebacks)
                        + " (\"USB disconnect\", then \"new … USB device\" under the same ids)"
                : reset ? "reset by the kernel " + resets.size() + " times" + span(resets) + " (\"reset … USB device number N\", "
                        + "hub.c usb_reset_and_verify_device(): a driver's transfers failed, or a resume)"
                : "losing its link while connected: the hub disabled the port " + times(disabled.size()) + span(disabled)
                        + " (\"disabled by hub (EMI?), re-enabling...\", hub.c port_event(): the port's enable bit cleared "
                        + "with the device still there, and the kernel enumerates it again)";
        String judged = bounced || reset
                ? ". A working link needs neither; if the machine was not suspending at those times, "
                        + "the suspects, most likely first, are the cable or connector, the power the device gets, "
                        + "the device's firmware."
                : ". A working link does not drop; once can be interference or a plug moved, again and again it is the "
                        + "link: the suspects, most likely first, are the cable or connector (its shielding), the power the "
                        + "device gets, the device.";
        FindingBuilder f = FindingBuilder.of(metadata)
                .severityAtMost(Severity.INFO)
                .subject(subject(port, now))
                .text("%s (%s): the link drops now and then: %s%s".formatted(
                                hub ? "Hub" : "Device", port.port(), counted, span(told)),
                        "The kernel log shows " + what + " " + seen
                                + (dropped.isEmpty() || told == disabled ? "" : ", and its hub disabling the port ("
                                + dropped.size() + " \"disabled by hub (EMI?)\" or link-lost lines, hub.c port_event())")
                                + judged,
                        (bounced || reset ? "If these were not resumes from suspend: try" : "If it happens again: try")
                                + " another cable, plug "
                                + (hub ? "the hub" : "the device") + " straight into a port of the computer, and give it "
                                + "its own power supply if it has one.")
                .data("reconnects", bounced ? comebacks.size() : null)
                .data("resets", reset ? resets.size() : null)
                .data("drops", bounced || reset ? null : disabled.size());
        List<KernelLogLine> shown = new ArrayList<>(told);
        shown.addAll(dropped.stream().filter(l -> !shown.contains(l)).toList());
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
            if (a.reset() && a.start() != null && !sameOperation(previous, a)) operations.add(a.start());
            previous = a;
        }
        return operations;
    }

    /**
     * A reset that retries a failed reset of the same device within {@link #RETRY_SECONDS}: one
     * operation. hub_port_init()'s retries follow each other as soon as a try times out (a
     * descriptor read gives up after USB_CTRL_GET_TIMEOUT, 5 s); a reset minutes after a failed
     * one is the kernel's next attempt at a device it still holds, a new operation.
     */
    private static boolean sameOperation(Attempt previous, Attempt a) {
        if (previous == null || !previous.reset() || previous.outcome() != Attempt.Outcome.FAILED
                || !Objects.equals(previous.devnum(), a.devnum())) return false;
        List<KernelLogLine> before = previous.lines();
        Double gap = a.start().stamp() == null ? null : a.start().stamp().since(before.get(before.size() - 1).stamp());
        return gap == null || (gap >= 0 && gap <= RETRY_SECONDS);
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

    /**
     * The device the log shows on the port, or the port itself when the log never showed what is on
     * it (the kernel named only the port: "usb usb1-port10: disabled by hub (EMI?)").
     */
    private static Subject subject(PortTimeline port, Attempt now) {
        return now == null ? Subject.port(port.port(), port.bus(), port.portId())
                : Subject.device(port.port(), port.bus(), now.devnum(), port.portId());
    }

    private static String times(int n) {
        return n == 1 ? "once" : n == 2 ? "twice" : n + " times";
    }

    private static String span(List<KernelLogLine> lines) {
        Double gap = lines.get(lines.size() - 1).stamp() == null ? null : lines.get(lines.size() - 1).stamp().since(lines.get(0).stamp());
        if (gap == null || gap < 0) return "";
        if (gap < 120) return " in %.0f s".formatted(gap);
        if (gap < 2 * 3600) return " in %.0f min".formatted(gap / 60);
        if (gap < 2 * 86400) return " over %.0f h".formatted(gap / 3600);
        return " over %.0f days".formatted(gap / 86400);
    }
}
