package dev.linkledger.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The DRL resources of the rule base, listed so the advisor compiles them without classpath
 * scanning (Drools 10 executable model: {@code ExecutableModelProject}). Advising rules insert
 * {@link dev.linkledger.rules.finding.Finding}s logically; read them back with the
 * {@value #FINDINGS_QUERY} query, binding {@value #FINDING_BINDING}.
 */
public final class RuleBase {
    public static final String FINDINGS_QUERY = "findings";
    public static final String FINDING_BINDING = "$finding";

    private static final List<String> DRL = List.of(
            "dev/linkledger/rules/topology/derivations.drl",
            "dev/linkledger/rules/history/past-links.drl",
            "dev/linkledger/rules/topology/findings.drl",
            "dev/linkledger/rules/topology/usb2-fallback.drl",
            "dev/linkledger/rules/topology/ports.drl",
            "dev/linkledger/rules/topology/devices.drl",
            "dev/linkledger/rules/cable/cables.drl",
            "dev/linkledger/rules/storage/storage.drl",
            "dev/linkledger/rules/measurement/measurements.drl",
            "dev/linkledger/rules/usb4/links.drl",
            "dev/linkledger/rules/usb4/findings.drl",
            "dev/linkledger/rules/history/ports.drl",
            "dev/linkledger/rules/budget/domains.drl",
            "dev/linkledger/rules/budget/findings.drl");

    private static final List<String> RULE_IDS = List.of(
            "USB2_FALLBACK", "USB2_HUB_IN_PATH", "USB2_ONLY_PORT", "PORT_BELOW_DEVICE", "LINK_BELOW_PORT_AND_DEVICE",
            "SPEED_REPORT_SUSPECT", "LINK_DEGRADED", "BILLBOARD_DEVICE",
            "CABLE_LIMITS_LINK", "CABLE_USB2_ONLY", "CABLE_RATING_MISMATCH", "CABLE_UNVERIFIED",
            "BOT_INSTEAD_OF_UAS", "UAS_UNSTABLE", "SHARED_UPLINK", "BRIDGE_BOTTLENECK", "MEDIA_BOTTLENECK",
            "MEASUREMENT_CACHED", "MEASUREMENT_BELOW_CEILING", "MEASUREMENT_AT_CEILING",
            "USB4_LINK_DEGRADED", "ENUMERATION_FAILING", "PORT_OVER_CURRENT", "LINK_UNSTABLE",
            "PERIODIC_BUDGET_EXCEEDED");

    private RuleBase() {
    }

    /** Classpath resource names (no leading slash) of every DRL file, derivations first. */
    public static List<String> drlResources() {
        return DRL;
    }

    /** The {@code @id} of every advising rule: stable API, one per finding kind. */
    public static List<String> ruleIds() {
        return RULE_IDS;
    }

    /** Resource name to DRL text, in {@link #drlResources()} order, read with this class's loader. */
    public static Map<String, String> drlSources() {
        Map<String, String> sources = new LinkedHashMap<>();
        for (String resource : DRL) sources.put(resource, read(resource));
        return sources;
    }

    private static String read(String resource) {
        try (InputStream in = RuleBase.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("DRL resource missing: " + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
