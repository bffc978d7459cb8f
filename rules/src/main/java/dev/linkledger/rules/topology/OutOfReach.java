package dev.linkledger.rules.topology;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Severity;

import java.util.Collection;
import java.util.Objects;
import java.util.Optional;

/**
 * Severity by what can change here (README, Findings, "Severity"): a warning says what to do on this
 * machine; a limit that no port, cable or hub of this host can lift is information, and says what would
 * lift it. Two things put a limit out of reach:
 * <ul>
 *   <li>the host: no controller of it is faster than the limit (a USB 2.0-only host, EHCI/OHCI/dwc2 alone;
 *       a 5 Gb/s-only host under a 10 Gb/s device);</li>
 *   <li>the device is built in: its port's ACPI {@code connect_type} is {@code hardwired}, for which the
 *       kernel marks what hangs there fixed (drivers/usb/core/hub.c {@code set_usb_port_removable}): an
 *       internal camera, reader or radio cannot be moved to another port nor given another cable.</li>
 * </ul>
 */
public final class OutOfReach {
    /** ACPI {@code connect_type} of a port wired to a built-in device (drivers/usb/core/port.c). */
    static final String HARDWIRED = "hardwired";

    private OutOfReach() {
    }

    /** The port the device is plugged into is hardwired: the device is built into this machine. */
    public static Optional<PortFact> builtIn(DeviceFact d, Collection<?> ports) {
        if (d.portId() == null || ports == null) return Optional.empty();
        return ports.stream().map(PortFact.class::cast)
                .filter(p -> Objects.equals(p.hostId(), d.hostId()) && d.portId().equals(p.portId()))
                .filter(p -> HARDWIRED.equals(p.connectType()))
                .findFirst();
    }

    /** Some root hub of the host runs faster than {@code mbps}: a port of it may lift a limit at that rate. */
    public static boolean fasterRootHub(Collection<?> rootHubs, String hostId, double mbps) {
        return rootHubs.stream().map(RootHubFact.class::cast)
                .anyMatch(r -> Objects.equals(r.hostId(), hostId) && r.speedMbps() > mbps);
    }

    /** What would lift a limit no port of this host can: {@code a host with a 5 Gb/s port}. */
    public static String hostWithPort(double mbps) {
        String rate = Speeds.rate(mbps);
        return "a host with " + (rate.startsWith("8") ? "an " : "a ") + rate + " port";
    }

    /**
     * What lifts a SuperSpeed device off a host without SuperSpeed: a host with a 5 Gb/s port, and for a faster
     * device, one of its own rate for all it can do.
     */
    public static String superSpeedHost(double capableMbps) {
        String any = hostWithPort(UsbSpeed.SUPER_SPEED_MBPS);
        return capableMbps > UsbSpeed.SUPER_SPEED_MBPS ? any + " (" + hostWithPort(capableMbps) + " for all it can do)" : any;
    }

    /** What would lift the limit of a built-in device: nothing on this machine. */
    static String anotherMachine(PortFact port) {
        return "another machine: this one has it built in (port " + port.portId() + " is hardwired)";
    }

    /** Makes the finding information, recording what would lift the limit ({@code wouldLift}). */
    static FindingBuilder info(FindingBuilder f, String wouldLift) {
        return f.severityAtMost(Severity.INFO).data("wouldLift", wouldLift);
    }

    /** The built-in case for a helper: information, with the action that says nothing here moves it. */
    static FindingBuilder builtInInfo(FindingBuilder f, DeviceFact d, PortFact port) {
        return info(f, anotherMachine(port))
                .text(null, null, "Nothing to change on this machine: " + d.path() + " is built in (port " + port.portId()
                        + " is hardwired, connect_type " + port.connectType() + "), so no other port or cable can reach it.")
                .evidence("port " + port.portId() + " is hardwired (a built-in device)", port.events());
    }
}
