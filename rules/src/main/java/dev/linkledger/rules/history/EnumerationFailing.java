package dev.linkledger.rules.history;

import dev.linkledger.probe.history.Attempt;
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
import java.util.regex.Pattern;

/**
 * Builds the {@code ENUMERATION_FAILING} finding for {@code history.drl}; no I/O. The thresholds
 * are the kernel's own retrying (drivers/usb/core/hub.c): for one connection
 * {@code hub_port_connect()} makes {@code PORT_INIT_TRIES} attempts, each with a new device number
 * and its own {@code GET_DESCRIPTOR_TRIES} descriptor reads and {@code SET_ADDRESS_TRIES}
 * addressings, power-cycles the port halfway and prints "unable to enumerate USB device" when
 * all failed. A failed attempt the next one recovers from is within that design ("some devices may
 * need one failure during port initialization", {@code hub_port_stop_enumerate()}), so a single
 * -71 followed by a good enumeration is no fault. The power cycle is the loop's last resort for a
 * device that is stuck ({@code hub_port_connect()} switches the port's power off and on halfway
 * through its tries): a device that came up only after it was stuck, its link working now, and that
 * is information (the finding at {@code info}), not a warning.
 */
public final class EnumerationFailing {
    /** usbcore's error for a request to a host controller that is gone. */
    private static final int ESHUTDOWN = -108;
    /** hub.c {@code #define PORT_INIT_TRIES 4} (with and without CONFIG_USB_FEW_INIT_RETRIES): one connection's attempts. */
    static final int PORT_INIT_TRIES = 4;
    /** One "unable to enumerate USB device" is a whole connection's PORT_INIT_TRIES attempts failed, a power cycle between them. */
    static final int GIVE_UPS = 1;
    /**
     * hub.c {@code hub_port_stop_enumerate()}: "some devices may need one failure during port
     * initialization, we allow two tries": one failed attempt is within what a working device does.
     */
    static final int TOLERATED_FAILURES = 1;
    /**
     * How soon the same {@code hub_port_connect()} loop's next attempt shows itself after its last
     * failure or power cycle: the power cycle sleeps three times {@code hub_power_on_good_delay()}
     * (at most 3 × (2 × 255 + 100) ms, hub.h), and the next "new … USB device" line follows the
     * port reset or, at SuperSpeed, SET_ADDRESS ({@code SET_ADDRESS_TRIES} 2 × USB_CTRL_SET_TIMEOUT
     * 5 s at most): under 12 s. A good enumeration later than that is a new connection (the device
     * unplugged and plugged again), not the loop getting through.
     */
    static final double SAME_LOOP_SECONDS = 12;

    private EnumerationFailing() {
    }

    /**
     * The kernel gave up on the port at least {@link #GIVE_UPS} time, or the log shows at least
     * {@link #PORT_INIT_TRIES} attempts failing one after another with none getting through between
     * them (a log cut before the give-up, an old kernel's, or a paste of the error lines only).
     */
    public static boolean failing(PortHistoryFact history) {
        PortTimeline port = history.timeline();
        if (controllerShutDown(port) || controllerUnserviced(port) || resetsOfAHeldDevice(port)) return false;
        return linkGaveUp(port).size() >= GIVE_UPS || port.longestFailedRun().size() >= PORT_INIT_TRIES
                || unrecovered(port) || stuckUntilPowerCycle(port) != null || !unsettled(port).isEmpty()
                || endsFailing(port);
    }

    /**
     * Every failed attempt is a reset of a device the kernel had enumerated, in
     * {@link LinkUnstable#STORM} or more separate reset operations of it: the device stayed (each
     * reset names its number again), so nothing failed to enumerate — its working link fails under
     * it, which is LINK_UNSTABLE's finding, not this one.
     */
    static boolean resetsOfAHeldDevice(PortTimeline port) {
        List<Attempt> failed = port.attempts().stream().filter(a -> a.outcome() == Attempt.Outcome.FAILED).toList();
        return !failed.isEmpty() && failed.stream().allMatch(Attempt::reset)
                && LinkUnstable.failedResets(port).size() >= LinkUnstable.STORM;
    }

    /**
     * The paste ends inside an attempt that was failing: its descriptor reads or its address failed
     * and nothing got through after. Too little to say the port fails again and again (the next
     * attempt, not pasted, may have come up), enough to say enumeration was failing when the paste
     * ends: information, with what to paste to know.
     */
    static boolean endsFailing(PortTimeline port) {
        if (port.attempts().isEmpty()) return false;
        Attempt last = port.attempts().get(port.attempts().size() - 1);
        return last.outcome() != Attempt.Outcome.SUCCEEDED && !last.failures().isEmpty();
    }

    /**
     * The kernel's give-ups that say something of the link: not one after attempts that each read
     * the device's descriptors ("New USB device found"). Such a connection answered on the wire every
     * time and was lost after, in usb_new_device()'s software part ("can't device_add, error -17", a
     * sysfs name a driver left behind), which no cable, port or power supply causes.
     */
    static List<KernelLogLine> linkGaveUp(PortTimeline port) {
        List<KernelLogLine> kept = new java.util.ArrayList<>();
        int since = Integer.MIN_VALUE;
        for (KernelLogLine g : port.withRole(Role.GAVE_UP)) {
            int from = since;
            List<Attempt> before = port.attempts().stream()
                    .filter(a -> a.first().order() > from && a.first().order() < g.order()).toList();
            if (before.isEmpty() || before.stream().anyMatch(a -> a.outcome() != Attempt.Outcome.SUCCEEDED)) kept.add(g);
            since = g.order();
        }
        return kept;
    }

    /**
     * Whether the port's requests failed with -ESHUTDOWN (-108): usbcore answers so once the host
     * controller has died or been removed (Documentation/driver-api/usb/error-codes.rst; an EHCI
     * that would not halt, "HC died"), and every reset and enable of every port of it then fails
     * alike, so "Cannot enable. Maybe the USB cable is bad?" says nothing of this port's cable or
     * device.
     */
    static boolean controllerShutDown(PortTimeline port) {
        return port.lines().stream().anyMatch(l -> Integer.valueOf(ESHUTDOWN).equals(l.error()));
    }

    /**
     * Whether every failure of the port came after the kernel turned a USB host controller's
     * interrupt off ({@link Role#CONTROLLER_UNSERVICED}: "irq N: nobody cared", its handlers
     * usb_hcd_irq and the controller driver's, "Disabling IRQ #N") and timed out (-110, ETIMEDOUT):
     * a controller nobody services completes no request, so its ports' timeouts say nothing of their
     * cables or devices (a dwc2 that did not take its interrupt back on resume, corpus 609). Which
     * controller's interrupt it was, the log does not say; a failure with another error still counts.
     */
    static boolean controllerUnserviced(PortTimeline port) {
        List<KernelLogLine> off = port.withRole(Role.CONTROLLER_UNSERVICED);
        if (off.isEmpty()) return false;
        int since = off.get(0).order();
        List<KernelLogLine> failures = port.withRole(Role.ATTEMPT_FAILED, Role.GAVE_UP);
        return failures.stream().anyMatch(l -> LinkErrors.timedOut(l.error())) && failures.stream()
                .allMatch(l -> l.order() > since && (l.role() == Role.GAVE_UP || LinkErrors.timedOut(l.error())));
    }

    /**
     * The connections that never held still: hub.c's {@code hub_port_debounce()} waits for the
     * connection status to stay unchanged for 100 ms within {@code HUB_DEBOUNCE_TIMEOUT} (2 s) and
     * otherwise prints "connect-debounce failed" and disables the port, so no device enumerates: a
     * contact that flickers (a worn connector, a cable whose thin wires sag under the load). Only
     * those no attempt of the port got through after within {@link #SAME_LOOP_SECONDS}: a person
     * pushing a plug in slowly bounces once and the device comes up.
     */
    static List<KernelLogLine> unsettled(PortTimeline port) {
        return port.withKind(KernelMessage.CONNECT_DEBOUNCE_FAILED).stream()
                .filter(l -> port.attempts().stream().noneMatch(a -> a.outcome() == Attempt.Outcome.SUCCEEDED
                        && a.first().order() > l.order() && within(l, a.first())))
                .toList();
    }

    /** Whether {@code later} came within {@link #SAME_LOOP_SECONDS} of {@code earlier}; unstamped: it may have. */
    private static boolean within(KernelLogLine earlier, KernelLogLine later) {
        if (earlier.stamp() == null || later.stamp() == null) return true;
        Double gap = later.stamp().since(earlier.stamp());
        return gap == null || (gap >= 0 && gap <= SAME_LOOP_SECONDS);
    }

    /**
     * The attempt that got through only after the kernel power-cycled the port: more attempts than
     * {@link #TOLERATED_FAILURES} failed one after another, hub.c switched the port's power off and
     * on, and the next attempt of the same loop got through at the speed the failed ones tried (a
     * slower one is a degraded link, LINK_DEGRADED's). Null when the port shows no such recovery.
     */
    static Attempt stuckUntilPowerCycle(PortTimeline port) {
        List<Attempt> run = new java.util.ArrayList<>();
        for (Attempt a : port.attempts()) {
            if (a.outcome() == Attempt.Outcome.FAILED) {
                run.add(a);
                continue;
            }
            if (run.size() > TOLERATED_FAILURES && a.outcome() == Attempt.Outcome.SUCCEEDED && sameLoop(port, a)
                    && powerCycledBefore(port, run.get(run.size() - 1), a) && !slowerThanTried(a, run)) return a;
            run.clear();
        }
        return null;
    }

    private static boolean powerCycledBefore(PortTimeline port, Attempt failed, Attempt next) {
        return port.withRole(Role.POWER_CYCLE).stream()
                .anyMatch(l -> l.order() > failed.first().order() && l.order() < next.first().order());
    }

    /** The attempt trained slower than one of the failed ones had: the link came back degraded. */
    private static boolean slowerThanTried(Attempt next, List<Attempt> failed) {
        return next.mbps() != null && failed.stream().anyMatch(a -> a.mbps() != null && next.mbps() < a.mbps());
    }

    /**
     * More attempts failed one after another than {@link #TOLERATED_FAILURES}, and the kernel's
     * retrying did not bring the device up: no attempt got through after them before the log ends,
     * or the next good one came later than {@link #SAME_LOOP_SECONDS} after the run (a person
     * unplugged and plugged it again). A reset that fails its tries the same way loses the device:
     * {@code usb_reset_and_verify_device()} disconnects it logically.
     */
    static boolean unrecovered(PortTimeline port) {
        List<Attempt> attempts = port.attempts();
        int run = 0;
        for (int i = 0; i < attempts.size(); i++) {
            Attempt a = attempts.get(i);
            if (a.outcome() == Attempt.Outcome.FAILED) {
                run++;
                continue;
            }
            if (run > TOLERATED_FAILURES && !sameLoop(port, a)) return true;
            if (run > TOLERATED_FAILURES && unshownAfterPowerCycle(port, attempts.get(i - run), a, i == attempts.size() - 1)) return true;
            run = 0;
        }
        return run > TOLERATED_FAILURES;
    }

    /**
     * The log's last attempt, begun after the kernel power-cycled the port within the failing run
     * before it (hub.c does that halfway through its tries), with nothing of it shown after
     * its "new … USB device" line: no descriptors, no driver. It has not shown the device coming up,
     * so the failing run is not over; a device that did come up shows its "New USB device found".
     */
    private static boolean unshownAfterPowerCycle(PortTimeline port, Attempt runStart, Attempt a, boolean last) {
        return last && a.outcome() == Attempt.Outcome.UNKNOWN && !a.reset() && powerCycledBefore(port, runStart, a);
    }

    /** Whether the attempt came soon enough after the port's line before it to be its loop's next try; unstamped: it may be. */
    private static boolean sameLoop(PortTimeline port, Attempt next) {
        KernelLogLine before = port.lines().stream().filter(l -> l.order() < next.first().order())
                .reduce((a, b) -> b).orElse(null);
        return before == null || within(before, next.first());
    }

    /** @param working the evidence holds a device on the port at its end (the import drops one whose last attempt failed) */
    public static Finding finding(Map<String, Object> metadata, PortHistoryFact history, boolean working) {
        PortTimeline port = history.timeline();
        List<Attempt> failed = port.attempts().stream().filter(a -> a.outcome() == Attempt.Outcome.FAILED).toList();
        List<KernelLogLine> failures = failed.stream().flatMap(a -> a.failures().stream()).toList();
        int gaveUp = linkGaveUp(port).size();
        int powerCycles = port.withRole(Role.POWER_CYCLE).size();
        Integer error = LinkErrors.commonest(failures);
        boolean behindHub = PortPath.parse(port.port()).depth() > 1;
        Attempt last = port.attempts().isEmpty() ? null : port.attempts().get(port.attempts().size() - 1);
        boolean cameUp = last != null && last.outcome() == Attempt.Outcome.SUCCEEDED;
        if (onlyStuck(port)) return stuck(metadata, history, failed, failures, error, behindHub);
        if (noAttemptsFailing(port) && stuckUntilPowerCycle(port) == null) {
            List<KernelLogLine> unsettled = unsettled(port);
            return unsettled.isEmpty() ? endsFailingOnly(metadata, history, last) : unsettledOnly(metadata, history, unsettled);
        }
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.port(port.port(), port.bus(), port.portId()))
                .text("Port %s: the device on it fails to enumerate (%d attempt%s failed%s)".formatted(port.port(), failed.size(),
                                failed.size() == 1 ? "" : "s", gaveUp == 0 ? "" : ", the kernel gave up " + times(gaveUp)),
                        "The kernel tried again and again to bring up what is plugged into port " + port.port() + " ("
                                + port.portId() + "): each attempt takes a new device number and fails before the device "
                                + "gives its descriptors (drivers/usb/core/hub.c, hub_port_connect() and hub_port_init())"
                                + (powerCycles == 0 ? "" : "; halfway it switched the port's power off and on")
                                + (gaveUp == 0 ? "" : "; then it gave up: \"unable to enumerate USB device\"") + ". "
                                + (failures.isEmpty() ? "" : "The errors: " + LinkErrors.explain(failures) + ". ")
                                + "Suspects, most likely first: " + suspects(error, behindHub) + "."
                                + (cameUp ? " A later attempt got through: the fault comes and goes." : ""),
                        "Swap the cable for a short data cable known to work (not a charge-only one) and check both "
                                + "connectors seat firmly; plug the device straight into a port of the computer"
                                + (behindHub ? " instead of through the hub" : ", another port") + "; give a bus-powered hub "
                                + "or a power-hungry device its own supply; if it fails the same way on another computer, "
                                + "the device itself is at fault.")
                .data("failedAttempts", failed.size())
                .data("gaveUp", gaveUp)
                .data("powerCycles", powerCycles)
                .data("error", error);
        if (broughtUpSince(port, working)) f.severityAtMost(Severity.INFO);
        if (LinkErrors.controllerRefused(error) || splitTransactionsOnDwc2(failed, behindHub)) f.severityAtMost(Severity.INFO)
                .toConfirm("the errors do not point at the cable or the port: try the device on another computer (or, behind a "
                        + "hub, straight on a port); if it fails the same way there, it is the device's");
        LogEvidence.add(f, history, port.withRole(Role.ATTEMPT_FAILED, Role.POWER_CYCLE, Role.GAVE_UP));
        return f.build();
    }

    /** dwc2's driver names: the Raspberry Pi's downstream dwc_otg and mainline dwc2 ("… USB device number 5 using dwc_otg"). */
    private static final Pattern DWC2 = Pattern.compile("\\busing (?:dwc_otg|dwc2)\\b");

    /**
     * Every failed attempt is a low- or full-speed device behind a hub on a DesignWare USB 2.0 OTG
     * core (dwc_otg, dwc2): the core reaches such a device through split transactions to the hub's
     * transaction translator, which it schedules in software, and some hubs' translators it does not
     * drive (raspberrypi/firmware#64: a low-speed mouse behind a VIA hub, which passes it through on a
     * PC; the Raspberry Pi engineers call it a limit of every Pi using the DWC2 core as host with such
     * hubs). What fails is the host's; no cable or port of this machine changes it, so it is
     * information, with the hub and a port without one as what to try.
     */
    private static boolean splitTransactionsOnDwc2(List<Attempt> failed, boolean behindHub) {
        return behindHub && !failed.isEmpty() && failed.stream().allMatch(a -> a.start() != null && a.mbps() != null
                && a.mbps() <= 12 && DWC2.matcher(a.start().text()).find());
    }

    /**
     * The port's device was brought up afresh after its failures and nothing failed since: the last
     * attempt is a new enumeration (not a reset) that got through (or whose outcome the port's lines
     * do not show while its device is there at the end, {@code working}), after a failed attempt. What to do
     * is for the next time it fails, so the finding is information (it names the failures and the
     * suspects all the same): a warning says what to change on this machine now.
     */
    public static boolean broughtUpSince(PortTimeline port, boolean working) {
        List<Attempt> attempts = port.attempts();
        if (attempts.isEmpty()) return false;
        Attempt last = attempts.get(attempts.size() - 1);
        boolean failedBefore = attempts.stream().anyMatch(a -> a.outcome() == Attempt.Outcome.FAILED);
        boolean failingAfter = port.lines().stream().anyMatch(l -> l.order() > last.first().order()
                && (l.role() == Role.ATTEMPT_FAILED || l.role() == Role.GAVE_UP || l.role() == Role.POWER_CYCLE));
        // an attempt whose outcome the port's lines do not show got through when its device is in the evidence at the end
        boolean through = last.outcome() == Attempt.Outcome.SUCCEEDED || (working && last.outcome() == Attempt.Outcome.UNKNOWN);
        return !last.reset() && last.start() != null && through && failedBefore && !failingAfter;
    }

    /** The port shows nothing worse than a device that came up after the kernel's power cycle. */
    private static boolean onlyStuck(PortTimeline port) {
        return noAttemptsFailing(port) && stuckUntilPowerCycle(port) != null;
    }

    private static boolean noAttemptsFailing(PortTimeline port) {
        return linkGaveUp(port).size() < GIVE_UPS && port.longestFailedRun().size() < PORT_INIT_TRIES
                && !unrecovered(port);
    }

    /** The finding for a paste that ends inside a failing attempt, and nothing else failing: information. */
    private static Finding endsFailingOnly(Map<String, Object> metadata, PortHistoryFact history, Attempt last) {
        PortTimeline port = history.timeline();
        Integer error = LinkErrors.commonest(last.failures());
        boolean behindHub = PortPath.parse(port.port()).depth() > 1;
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.port(port.port(), port.bus(), port.portId()))
                .text("Port %s: the device on it was failing to enumerate when the log ends".formatted(port.port()),
                        "The last attempt to bring up what is plugged into port " + port.port() + " (" + port.portId()
                                + ") failed " + (last.failures().size() == 1 ? "once" : last.failures().size() + " times")
                                + " before the device gave its descriptors, and the log shows nothing getting through after it: "
                                + LinkErrors.explain(last.failures()) + ". The kernel tries up to four times "
                                + "(hub.c hub_port_connect()); whether a later attempt came up is not in the log. Suspects if it "
                                + "did not, most likely first: " + suspects(error, behindHub) + ".",
                        "Paste the kernel log from the plug-in to a minute after it (journalctl -k, or dmesg) to see whether "
                                + "the device came up; if it keeps failing, swap the cable for a short data cable known to work "
                                + "and try another port.")
                .toConfirm("the kernel log from the plug-in to a minute after it")
                .data("failedAttempts", last.outcome() == Attempt.Outcome.FAILED ? 1 : 0)
                .data("error", error);
        // As many failed reads in a row as a connection has attempts: the kernel's retrying was not getting through.
        if (last.failures().size() < PORT_INIT_TRIES) f.severityAtMost(Severity.INFO);
        LogEvidence.add(f, history, last.failures());
        return f.build();
    }

    /**
     * The finding for connections that never held still and nothing else failing: information for
     * one (a plug pushed in at an angle can do it once), a warning when it happened again.
     */
    private static Finding unsettledOnly(Map<String, Object> metadata, PortHistoryFact history, List<KernelLogLine> unsettled) {
        PortTimeline port = history.timeline();
        boolean behindHub = PortPath.parse(port.port()).depth() > 1;
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.port(port.port(), port.bus(), port.portId()))
                .text("Port %s: a connection never held still and the port was disabled (%s)".formatted(port.port(),
                                unsettled.size() == 1 ? "once" : unsettled.size() + " times"),
                        "The hub saw something plugged into port " + port.port() + " (" + port.portId() + ") but its "
                                + "connection kept flickering: hub.c waits up to 2 s for it to stay unchanged for 100 ms "
                                + "(hub_port_debounce()), then gave up with \"connect-debounce failed\" and disabled the port, "
                                + "so no device was enumerated. Suspects, most likely first: the cable (thin power and ground "
                                + "wires sag under the device's load) or the connector, "
                                + (behindHub ? "the hub's power, " : "the port's power, ") + "the device.",
                        "Plug it in again firmly; try a short cable known to carry power well"
                                + (behindHub ? " and the device straight into the computer instead of through the hub" : "")
                                + "; a device that still fails to connect on another port or computer is at fault itself.")
                .data("unsettledConnections", unsettled.size());
        if (unsettled.size() == 1) f.severityAtMost(Severity.INFO);
        LogEvidence.add(f, history, unsettled);
        return f.build();
    }

    /** The finding for a device the kernel's power cycle brought up: information, with the time it cost. */
    private static Finding stuck(Map<String, Object> metadata, PortHistoryFact history, List<Attempt> failed,
                                 List<KernelLogLine> failures, Integer error, boolean behindHub) {
        PortTimeline port = history.timeline();
        Attempt up = stuckUntilPowerCycle(port);
        Double lost = up.first().stamp() == null || failed.get(0).first().stamp() == null ? null
                : up.first().stamp().since(failed.get(0).first().stamp());
        FindingBuilder f = FindingBuilder.of(metadata)
                .severityAtMost(Severity.INFO)
                .subject(Subject.port(port.port(), port.bus(), port.portId()))
                .text("Port %s: the device came up only after the kernel power-cycled the port (%d attempt%s failed%s)".formatted(
                                port.port(), failed.size(), failed.size() == 1 ? "" : "s",
                                lost == null ? "" : ", %.0f s lost".formatted(lost)),
                        "The device on port " + port.port() + " (" + port.portId() + ") did not answer the kernel's first "
                                + "enumeration attempts; halfway through its tries hub.c switched the port's power off and on "
                                + "(\"attempt power cycle\", hub_port_connect()), its remedy for a stuck device, and then it came up. "
                                + (failures.isEmpty() ? "" : "The errors: " + LinkErrors.explain(failures) + ". ")
                                + "It works now; if it does this at every boot or plug, the device's own power-up or reset "
                                + "(its firmware, a reset line, a slow supply) or " + suspects(error, behindHub) + " are the suspects.",
                        "Nothing is needed while it comes up; if it keeps needing the power cycle, try another cable and port "
                                + (behindHub ? "(straight into the computer rather than through the hub) " : "")
                                + "and a firmware update for the device.")
                .data("failedAttempts", failed.size())
                .data("powerCycles", port.withRole(Role.POWER_CYCLE).size())
                .data("secondsLost", lost)
                .data("error", error);
        LogEvidence.add(f, history, port.withRole(Role.ATTEMPT_FAILED, Role.POWER_CYCLE));
        return f.build();
    }

    /** The order the error points to: a garbled wire first the cable, no answer first the power, a refusal first the device. */
    private static String suspects(Integer error, boolean behindHub) {
        String hub = behindHub ? "the hub in front of it or its power (a bus-powered hub shares 500/900 mA among its ports)"
                : "the power the port gives (a device that needs more than it gets)";
        if (LinkErrors.wire(error)) return "the cable, the port, " + hub + ", the device";
        if (error == -32) return "the device (its firmware refuses the request), the cable, the port, " + hub;
        if (LinkErrors.controllerRefused(error)) return "the device (how it answers a reset), the host controller, " + hub;
        return hub + ", the device, the cable, the port";
    }

    private static String times(int n) {
        return n == 1 ? "once" : n + " times";
    }
}
