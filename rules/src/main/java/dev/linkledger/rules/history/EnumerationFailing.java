package dev.linkledger.rules.history;

import dev.linkledger.probe.history.Attempt;
import dev.linkledger.probe.history.KernelLogLine;
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
 * Builds the {@code ENUMERATION_FAILING} finding for {@code history.drl}; no I/O. The thresholds
 * are the kernel's own retrying (drivers/usb/core/hub.c): for one connection
 * {@code hub_port_connect()} makes {@code PORT_INIT_TRIES} attempts, each with a new device number
 * and its own {@code GET_DESCRIPTOR_TRIES} descriptor reads and {@code SET_ADDRESS_TRIES}
 * addressings, power-cycles the port halfway and prints "unable to enumerate USB device" when
 * all failed. A failed attempt the next one recovers from is within that design ("some devices may
 * need one failure during port initialization", {@code hub_port_stop_enumerate()}), so a single
 * -71 followed by a good enumeration, or a power cycle after which the device came up, is no fault.
 */
public final class EnumerationFailing {
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
        return port.withRole(Role.GAVE_UP).size() >= GIVE_UPS || port.longestFailedRun().size() >= PORT_INIT_TRIES
                || unrecovered(port);
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
            run = 0;
        }
        return run > TOLERATED_FAILURES;
    }

    /** Whether the attempt came soon enough after the port's line before it to be its loop's next try; unstamped: it may be. */
    private static boolean sameLoop(PortTimeline port, Attempt next) {
        KernelLogLine before = port.lines().stream().filter(l -> l.order() < next.first().order())
                .reduce((a, b) -> b).orElse(null);
        if (before == null || before.stamp() == null || next.first().stamp() == null) return true;
        Double gap = next.first().stamp().since(before.stamp());
        return gap == null || (gap >= 0 && gap <= SAME_LOOP_SECONDS);
    }

    public static Finding finding(Map<String, Object> metadata, PortHistoryFact history) {
        PortTimeline port = history.timeline();
        List<Attempt> failed = port.attempts().stream().filter(a -> a.outcome() == Attempt.Outcome.FAILED).toList();
        List<KernelLogLine> failures = failed.stream().flatMap(a -> a.failures().stream()).toList();
        int gaveUp = port.withRole(Role.GAVE_UP).size();
        int powerCycles = port.withRole(Role.POWER_CYCLE).size();
        Integer error = LinkErrors.commonest(failures);
        boolean behindHub = PortPath.parse(port.port()).depth() > 1;
        Attempt last = port.attempts().isEmpty() ? null : port.attempts().get(port.attempts().size() - 1);
        boolean cameUp = last != null && last.outcome() == Attempt.Outcome.SUCCEEDED;
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
        LogEvidence.add(f, history, port.withRole(Role.ATTEMPT_FAILED, Role.POWER_CYCLE, Role.GAVE_UP));
        return f.build();
    }

    /** The order the error points to: a garbled wire first the cable, no answer first the power, a refusal first the device. */
    private static String suspects(Integer error, boolean behindHub) {
        String hub = behindHub ? "the hub in front of it or its power (a bus-powered hub shares 500/900 mA among its ports)"
                : "the power the port gives (a device that needs more than it gets)";
        if (LinkErrors.wire(error)) return "the cable, the port, " + hub + ", the device";
        if (error == -32) return "the device (its firmware refuses the request), the cable, the port, " + hub;
        return hub + ", the device, the cable, the port";
    }

    private static String times(int n) {
        return n == 1 ? "once" : n + " times";
    }
}
