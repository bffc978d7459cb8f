package dev.linkledger.rules.storage;

import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Links;

import java.util.List;
import java.util.Map;

/** Builds the {@code UAS_UNSTABLE} finding for {@code storage.drl}; no I/O. */
public final class UasUnstable {
    private UasUnstable() {
    }

    /** One abort is enough; resets alone only from two on, since one reset happens on ordinary re-enumeration. */
    public static boolean unstable(List<?> lines) {
        long aborts = lines.stream().map(KernelLogFact.class::cast).filter(l -> l.kind() == KernelLogKind.UAS_ABORT).count();
        return aborts > 0 || lines.size() >= 2;
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d, List<?> lines) {
        List<KernelLogFact> log = lines.stream().map(KernelLogFact.class::cast).toList();
        long aborts = log.stream().filter(l -> l.kind() == KernelLogKind.UAS_ABORT).count();
        String quirk = d.vendorId() + ":" + d.productId() + ":u";
        LinkMode mode = Links.negotiated(d);
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) shows %d UAS abort(s) and %d reset(s)".formatted(Links.name(d), d.path(), aborts, log.size() - aborts),
                        "The kernel log shows UAS commands aborted or the device reset while bound to uas; some bridges' UAS "
                                + "firmware stalls under load. Bulk-Only Transport is slower but stable.",
                        "Add usb-storage.quirks=" + quirk + " to the kernel command line (or options usb-storage quirks="
                                + quirk + " in /etc/modprobe.d), replug, and check the device binds to usb-storage; "
                                + "a firmware update for the bridge may fix UAS instead.")
                .ceilings(Links.practical(mode, true), Links.practical(mode, false))
                .data("aborts", aborts)
                .data("resets", log.size() - aborts)
                .data("quirk", quirk)
                .evidence("device " + d.path() + " bound to uas", d.events());
        for (KernelLogFact l : log) f.evidence("kernel: " + l.text().trim(), l.events());
        return f.build();
    }
}
