package dev.linkledger.rules.storage;

import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Links;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.linkledger.rules.topology.Speeds.kernel;

/** Builds the {@code BOT_INSTEAD_OF_UAS} finding for {@code storage.drl}; no I/O. */
public final class BotInsteadOfUas {
    private BotInsteadOfUas() {
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d, List<?> quirkLines) {
        Optional<CatalogEntry> entry = DeviceCatalog.bundled().find(d.vendorId(), d.productId());
        boolean uasCapable = entry.map(e -> Boolean.TRUE.equals(e.uas())).orElse(false);
        List<KernelLogFact> quirks = quirkLines.stream().map(KernelLogFact.class::cast).toList();
        LinkMode mode = Links.negotiated(d);
        String explanation = "Device " + d.path() + " links at " + kernel(d.negotiatedMbps())
                + " but is bound to usb-storage (Bulk-Only Transport): one command at a time, about "
                + Links.practical(mode, false) + " MB/s instead of about " + Links.practical(mode, true) + " MB/s with UAS.";
        String action;
        if (!quirks.isEmpty()) {
            explanation += " The kernel disables UAS for it on purpose: \"" + quirks.get(0).text().trim() + "\"; its quirk list "
                    + "holds bridges whose UAS is broken, so this is expected.";
            action = "Nothing to change unless a newer kernel drops the quirk; for UAS speed, use an enclosure with another bridge.";
        } else if (uasCapable) {
            explanation += " Its bridge, " + entry.get().name() + ", supports UAS and no kernel quirk explains the fallback.";
            action = "Check for usb-storage.quirks=" + d.vendorId() + ":" + d.productId() + ":u on the kernel command line or in "
                    + "/etc/modprobe.d and remove it; check dmesg for UAS errors when it binds.";
        } else {
            explanation += entry.isPresent() ? " Whether " + entry.get().name() + " supports UAS is not known."
                    : " Its bridge is not in the catalog, so whether it supports UAS is not known.";
            action = "Nothing to fix for certain; an enclosure with a UAS bridge (JMS583, RTL9210, ASM2362) would be faster.";
        }
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(uasCapable || !quirks.isEmpty() ? Confidence.CERTAIN : Confidence.LIKELY)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) uses Bulk-Only Transport, not UAS".formatted(Links.name(d), d.path()), explanation, action)
                .ceilings(Links.practical(mode, false), quirks.isEmpty() ? Links.practical(mode, true) : Links.practical(mode, false))
                .data("driver", "usb-storage")
                .data("uasCapableBridge", entry.map(CatalogEntry::uas).orElse(null))
                .data("quirkExplains", !quirks.isEmpty())
                .evidence("device " + d.path() + " at " + kernel(d.negotiatedMbps()) + " bound to usb-storage", d.events());
        for (KernelLogFact q : quirks) f.evidence("kernel: " + q.text().trim(), q.events());
        if (quirks.isEmpty() && !uasCapable) f.severityAtMost(Severity.INFO);
        if (!quirks.isEmpty()) f.severityAtMost(Severity.INFO);
        entry.ifPresent(e -> f.catalog(e.vidPid()));
        return f.build();
    }
}
