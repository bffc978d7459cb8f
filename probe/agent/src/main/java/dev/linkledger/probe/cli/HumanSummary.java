package dev.linkledger.probe.cli;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedInterface;

import java.util.Objects;
import java.util.stream.Collectors;

/** A few lines a person can read at a glance: buses, then each device with "is doing" beside "can do". */
final class HumanSummary {
    private HumanSummary() {
    }

    static String of(Observation o, boolean verbose) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("host %s (%s): %d bus(es), %d controller(s), %d device(s)%n",
                o.hostId(), o.source(), o.buses().size(), o.controllers().size(), o.devices().size()));
        for (ObservedBus b : o.buses()) {
            sb.append(String.format("  bus %d  %s  %s ports  %s  controller %s%n", b.bus(), b.speedMbps(),
                    b.ports() == null ? "?" : b.ports(), Objects.toString(b.driver(), "?"), Objects.toString(b.controller(), "?")));
        }
        for (ObservedDevice d : o.devices()) {
            sb.append(String.format("  %-10s %s  %s  link %s  can %s%s%n", d.path(), id(d), name(d), d.speedMbps(),
                    capability(d.capability()), drivers(d)));
        }
        if (!o.notes().isEmpty()) {
            sb.append(String.format("%d note(s)%s%n", o.notes().size(), verbose ? ":" : " (use --verbose to list)"));
            if (verbose) for (ObservationNote n : o.notes()) sb.append("  ").append(note(n)).append(System.lineSeparator());
        }
        return sb.toString();
    }

    private static String id(ObservedDevice d) {
        return d.vendorId() == null ? "????:????" : d.vendorId() + ":" + d.productId();
    }

    private static String name(ObservedDevice d) {
        String name = (Objects.toString(d.manufacturer(), "") + " " + Objects.toString(d.product(), "")).trim();
        return name.isEmpty() ? "-" : name;
    }

    private static String capability(Capability c) {
        return c == null || c.maxSpeedMbps() == null ? "unknown" : c.maxSpeedMbps() + "M (" + c.source() + ")";
    }

    private static String drivers(ObservedDevice d) {
        String drivers = d.interfaces().stream().map(ObservedInterface::driver).filter(Objects::nonNull).distinct()
                .collect(Collectors.joining(","));
        return drivers.isEmpty() ? "" : "  driver " + drivers;
    }

    private static String note(ObservationNote n) {
        return (n.line() == null ? "" : "line " + n.line() + ": ") + n.kind() + " " + Objects.toString(n.where(), "") + ": " + n.message();
    }
}
