package dev.linkledger.rules.budget;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * How much of each interval a host may give periodic transfers, and what is known of particular
 * controllers' limits: the one table of this knowledge ({@code periodic-limits.json} beside this
 * class), every row with its source.
 */
public final class PeriodicLimits {
    private static final String RESOURCE = "/dev/linkledger/rules/budget/periodic-limits.json";
    private static volatile PeriodicLimits bundled;

    /**
     * @param periodicShare the part of {@code intervalUs} periodic transfers may take
     * @param rule          the limit in one sentence, with its section; {@code source} gives it whole
     */
    public record Domain(DomainKind kind, double intervalUs, double periodicShare, String rule, String what, String source) {
        /** Microseconds of each interval periodic transfers may take. */
        public double limitUs() {
            return intervalUs * periodicShare;
        }
    }

    /**
     * @param activeEndpoints the endpoints the controller can have configured at once, null when no limit is known
     * @param quirk           what it refuses beyond the spec's accounting, in words; null when nothing is known
     */
    public record Controller(String vendorId, String deviceId, String name, Integer activeEndpoints, String quirk,
                             String source) {
    }

    /** The device slots of an xHCI controller: the rule in words and its source. */
    public record Slots(String rule, String source) {
    }

    record Table(List<Domain> domains, Slots slots, List<Controller> controllers) {
    }

    private final Table table;

    private PeriodicLimits(Table table) {
        for (DomainKind kind : DomainKind.values())
            if (table.domains().stream().noneMatch(d -> d.kind() == kind)) throw new IllegalStateException("no limit for " + kind);
        for (Domain d : table.domains())
            if (d.source() == null || d.source().isBlank()) throw new IllegalStateException(d.kind() + " without a source");
        if (table.slots() == null || table.slots().source() == null || table.slots().source().isBlank())
            throw new IllegalStateException("device slots without a source");
        for (Controller c : table.controllers())
            if (c.source() == null || c.source().isBlank()) throw new IllegalStateException(c.name() + " without a source");
        this.table = table;
    }

    public static PeriodicLimits bundled() {
        PeriodicLimits limits = bundled;
        if (limits == null) {
            synchronized (PeriodicLimits.class) {
                if (bundled == null) bundled = load();
                limits = bundled;
            }
        }
        return limits;
    }

    private static PeriodicLimits load() {
        try (InputStream in = PeriodicLimits.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException("resource missing: " + RESOURCE);
            return new PeriodicLimits(new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                    .readValue(in, Table.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    public Domain domain(DomainKind kind) {
        return table.domains().stream().filter(d -> d.kind() == kind).findFirst().orElseThrow();
    }

    /** What is known of the controller with this PCI vendor and device id. */
    public Optional<Controller> controller(String vendorId, String deviceId) {
        if (vendorId == null || deviceId == null) return Optional.empty();
        return table.controllers().stream()
                .filter(c -> c.vendorId().equalsIgnoreCase(vendorId) && c.deviceId().equalsIgnoreCase(deviceId)).findFirst();
    }

    public Slots slots() {
        return table.slots();
    }

    public List<Controller> controllers() {
        return table.controllers();
    }
}
