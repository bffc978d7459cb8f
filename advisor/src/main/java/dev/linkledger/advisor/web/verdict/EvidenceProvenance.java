package dev.linkledger.advisor.web.verdict;

import dev.linkledger.advisor.web.chain.Provenance;
import dev.linkledger.rules.facts.DeviceFact;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a finding's matched fact is known, worked out the same way for every rule, from what every rule
 * already records: the stored events behind the fact and the rules' common wording of a capability
 * ("device 3-2 can do 10000M"). A verdict of tests (a cable's or a connector's) is demonstrated; a
 * throughput run is measured; a fact with no event behind it (a catalog entry, the rule's reasoning), a
 * registration someone typed, or a fact that says it was inferred is inferred; a device's "can do" is as
 * sure as where that capability came from (its BOS descriptor: measured; catalog, bcdUSB, a driver, a
 * product string: inferred); anything else the kernel reported through an observation is measured.
 */
public final class EvidenceProvenance {
    /** Event types that record a verdict reached from tests. */
    static final Set<String> DEMONSTRATED = Set.of("CableCapabilityMeasuredEvent", "CableVerdictReachedEvent",
            "PortCapabilityMeasuredEvent");
    static final Set<String> RUNS = Set.of("MeasurementRecordedEvent");
    /** Event types that record what a person declared, not what was seen. */
    static final Set<String> DECLARED = Set.of("EnclosureRegisteredEvent", "CableRegisteredEvent", "PortLabelledEvent",
            "EnclosureBoundEvent");
    private static final Pattern CAN_DO = Pattern.compile("\\b(?:device|hub|storage) (\\d+-[\\d.]+)\\b[^;]*?\\bcan do (\\d+(?:\\.\\d+)?)M");
    private static final Pattern INFERENCE = Pattern.compile("\\b(inferred|catalog|guess(?:ed)?|assumed)\\b", Pattern.CASE_INSENSITIVE);

    private final Function<String, Optional<DeviceFact>> devices;

    /** @param devices the host's devices by path, to read where a capability came from */
    public EvidenceProvenance(Function<String, Optional<DeviceFact>> devices) {
        this.devices = devices;
    }

    public Provenance of(String fact, List<String> eventTypes) {
        if (eventTypes.stream().anyMatch(DEMONSTRATED::contains)) return Provenance.DEMONSTRATED;
        if (eventTypes.stream().anyMatch(RUNS::contains)) return Provenance.MEASURED;
        if (eventTypes.isEmpty() || eventTypes.stream().allMatch(DECLARED::contains)) return Provenance.INFERRED;
        if (fact != null && INFERENCE.matcher(fact).find()) return Provenance.INFERRED;
        Matcher can = fact == null ? null : CAN_DO.matcher(fact);
        if (can != null && can.find()) return capability(can.group(1), Double.parseDouble(can.group(2)));
        return Provenance.MEASURED;
    }

    /** A device's "can do": measured when it is the device's own BOS word, inferred otherwise. */
    private Provenance capability(String path, double claimedMbps) {
        Optional<DeviceFact> d = devices.apply(path);
        if (d.isEmpty()) return Provenance.INFERRED;
        Integer own = d.get().capabilityMbps();
        // A claim other than the device's own capability came from the catalog or a chip family.
        if (own == null || own != claimedMbps) return Provenance.INFERRED;
        Provenance p = Provenance.ofCapability(d.get().capabilitySource());
        return p == Provenance.UNKNOWN ? Provenance.INFERRED : p;
    }

    /** The provenance in words, for the page. */
    public static String how(Provenance p) {
        return switch (p) {
            case MEASURED -> "the kernel reported it, or a throughput run measured it";
            case DEMONSTRATED -> "a verdict from tests of cables and connectors";
            case INFERRED -> "from a catalog, a driver, a declaration or reasoning";
            case UNKNOWN -> "nothing says";
        };
    }
}
