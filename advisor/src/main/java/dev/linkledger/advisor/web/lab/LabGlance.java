package dev.linkledger.advisor.web.lab;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.time.Instant;
import java.util.List;

/**
 * The lab at a glance: links running below what both their ends can do, per host and per cause (the
 * rule of the open finding that explains each, or none yet); the fixes that gain the most across the lab
 * (one rule's fix counted once per host, its best there); the cable drawer by verdict; the hosts whose
 * probe went quiet. Decimal MB/s; every item links to its host, device or cable.
 */
@Schema(name = "LabGlanceV1", description = "The lab at a glance, schema linkledger.lab-glance/1")
public record LabGlance(
        @Schema(enumeration = SCHEMA) String schema, Instant at, List<HostNumbers> hosts, int devices, int slowLinks,
        List<HostLinks> slow, List<Cause> causes, List<LabFix> fixes, List<CableGroup> cables, List<QuietHost> quiet,
        String quietAfter) {

    public static final String SCHEMA = "linkledger.lab-glance/1";

    /** A host's numbers, beside the pictures: devices, links below both ends, open findings by severity. */
    @Schema(name = "LabGlanceV1.HostNumbers")
    public record HostNumbers(String hostId, String hostname, String href, int devices, int slowLinks, long critical,
                              long warning, long info, Instant lastObservedAt, Instant lastHeard) {
        public long openFindings() {
            return critical + warning + info;
        }
    }

    /** A host's links below both ends, grouped by cause. */
    @Schema(name = "LabGlanceV1.HostLinks")
    public record HostLinks(String hostId, String href, int devices, List<SlowLink> links) {
        public int count() {
            return links.size();
        }
    }

    /** One link below what both its ends can do, and what explains it. */
    @Schema(name = "LabGlanceV1.SlowLink")
    public record SlowLink(String hostId, String path, String name, String negotiated, String possible, String cause,
                           String causeLetter, String href, String findingHref) {
    }

    /** A cause of slow links across the lab (a rule id, or "unexplained"), its letter in the picture. */
    @Schema(name = "LabGlanceV1.Cause")
    public record Cause(String cause, String label, String letter, int links) {
    }

    /** One kind of fix and what it gains across the lab, counted once per host. */
    @Schema(name = "LabGlanceV1.Fix")
    public record LabFix(String rule, String label, int gainMBps, List<FixSite> sites) {
    }

    /** Where a fix applies: the host's finding with the most to gain for that rule. */
    @Schema(name = "LabGlanceV1.FixSite")
    public record FixSite(String hostId, String path, int fromMBps, int toMBps, String action, String findingHref,
                          String deviceHref) {
    }

    /** Cables of one verdict. */
    @Schema(name = "LabGlanceV1.CableGroup")
    public record CableGroup(String verdict, String label, List<CableRef> cables) {
    }

    @Schema(name = "LabGlanceV1.CableRef")
    public record CableRef(String id, String label, String href) {
    }

    /** A host whose probe was heard before and not for longer than {@code quietAfter}. */
    @Schema(name = "LabGlanceV1.QuietHost")
    public record QuietHost(String hostId, String href, Instant lastHeard, String silentFor) {
    }
}
