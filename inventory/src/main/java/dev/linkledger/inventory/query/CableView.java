package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.LinkEvidence;
import dev.linkledger.inventory.api.Suspicion;
import dev.linkledger.probe.observation.ObservedCable;

import java.time.Instant;
import java.util.List;

/**
 * A cable: what is printed on it ({@code rating}, read as {@code ratedMode}), where it is plugged,
 * what links measured ({@code capability}: usb2, gen1, gen2 or unverified; {@code provenMbps},
 * {@code limitMbps}; {@code verdict} in words, counting {@code verdictTests} of its tests; {@code suspicions}: links below both ends that this
 * cable or their connector may explain, neither proven) with every test, and apart from that what
 * its e-marker {@code declared}.
 */
public record CableView(String id, String label, String connectors, Integer lengthCm, String rating, String ratedMode,
                        String notes, boolean retired, Attachment attachment, String capability, Integer provenMbps,
                        Integer limitMbps, String verdict, int verdictTests, List<Suspicion> suspicions, ObservedCable declared,
                        String declaredEvent, List<Test> tests) {

    public record Attachment(String hostId, List<String> portIds, String devicePath, Instant since) {
    }

    public record Test(String eventId, Instant at, String verdict, int mbps, String summary, LinkEvidence evidence) {
    }

    static CableView of(CableEntity c, List<CableTestEntity> tests) {
        Attachment attachment = c.attachedHost == null ? null : new Attachment(c.attachedHost,
                c.attachedPorts == null ? List.of() : List.of(c.attachedPorts), c.attachedDevicePath, c.attachedAt);
        return new CableView(c.cableId, c.label, c.connectors, c.lengthCm, c.rating, c.ratedMode, c.notes, c.retired,
                attachment, c.capability.key(), c.provenMbps, c.limitMbps, c.verdictSummary,
                c.verdictTests == null ? 0 : c.verdictTests,
                c.suspicions == null ? List.of() : c.suspicions, c.declared, c.declaredEvent,
                tests.stream().map(t -> new Test(t.eventId, t.measuredAt, t.verdict.name(), t.mbps, t.summary, t.evidence)).toList());
    }
}
