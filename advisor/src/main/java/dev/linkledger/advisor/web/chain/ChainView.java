package dev.linkledger.advisor.web.chain;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;
import java.util.Locale;

/**
 * A device's chain, medium to controller, each hop with the most it lets through and how that is
 * known, the bottleneck marked and the fix with its gain. {@code nowMBps} is what the chain carries
 * now (the negotiated link's ceiling, or a lower medium or bridge); {@code measuredMBps} the best
 * throughput run on the device, if any; {@code findings} the open findings about the device or a hub above
 * it, most to gain first. Ceilings are decimal MB/s: practical storage goodput for
 * storage ({@code basis} says which), the raw rate otherwise.
 */
@Schema(name = "ChainV1", description = "A device's chain, schema linkledger.chain/1")
public record ChainView(
        @Schema(enumeration = SCHEMA, description = "The schema's name and version") String schema,
        String hostId, String path, String device, String basis, String negotiated, Integer nowMBps,
        Double measuredMBps, List<Hop> hops, String conclusion, Fix fix, List<FindingRef> findings) {

    public static final String SCHEMA = "linkledger.chain/1";

    public ChainView {
        hops = List.copyOf(hops);
        findings = findings == null ? List.of() : List.copyOf(findings);
    }

    public List<Hop> caps() {
        return hops.stream().filter(h -> h.state() == HopState.CAP).toList();
    }

    public List<Hop> suspects() {
        return hops.stream().filter(h -> h.state() == HopState.SUSPECT).toList();
    }

    /** 1050 → "1,050 MB/s" (decimal MB/s). */
    public static String mbps(int value) {
        return String.format(Locale.ROOT, "%,d MB/s", value);
    }
}
