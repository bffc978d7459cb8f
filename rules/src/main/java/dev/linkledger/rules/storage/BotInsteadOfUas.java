package dev.linkledger.rules.storage;

import dev.linkledger.rules.catalog.CatalogEntry;
import dev.linkledger.rules.catalog.DeviceCatalog;
import dev.linkledger.rules.catalog.UasQuirk;
import dev.linkledger.rules.catalog.UasQuirks;
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

/**
 * Builds the {@code BOT_INSTEAD_OF_UAS} finding for {@code storage.drl}; no I/O. Who chose
 * Bulk-Only Transport decides what to do: the kernel's own quirk lists (expected: another bridge
 * is the only way to UAS), a user's {@code usb-storage.quirks=...:u} (the same kernel line, but the
 * id is on no kernel list: remove it), or nobody known (a UAS bridge bound to usb-storage).
 */
public final class BotInsteadOfUas {
    private BotInsteadOfUas() {
    }

    /** For DRL: bound to usb-storage at SuperSpeed, or a kernel line saying UAS was refused. */
    public static boolean applies(DeviceFact d, List<?> quirkLines) {
        boolean bot = d.hasDriver("usb-storage") && !d.hasDriver("uas");
        return !quirkLines.isEmpty() ? !d.hasDriver("uas") : bot && d.linkSuperSpeed();
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d, List<?> quirkLines) {
        Optional<CatalogEntry> entry = DeviceCatalog.bundled().find(d.vendorId(), d.productId());
        boolean uasCapable = entry.map(e -> Boolean.TRUE.equals(e.uas())).orElse(false);
        List<KernelLogFact> lines = quirkLines.stream().map(KernelLogFact.class::cast).toList();
        List<UasQuirk> listed = UasQuirks.bundled().find(d.vendorId(), d.productId());
        Optional<UasQuirk> kernelIgnores = listed.stream().filter(UasQuirk::ignoresUas).findFirst();
        Optional<UasQuirk> kernelKeeps = listed.stream().filter(q -> !q.ignoresUas()).findFirst();
        boolean knownSpeed = !Double.isNaN(d.negotiatedMbps()) && d.negotiatedMbps() > 0;
        LinkMode mode = knownSpeed ? Links.negotiated(d) : LinkMode.GEN1;
        String link = knownSpeed ? "links at " + kernel(d.negotiatedMbps()) : "link speed not in the evidence";
        String explanation = "Device " + d.path() + " (" + link + ") is bound to usb-storage (Bulk-Only Transport): one command "
                + "at a time, about " + Links.practical(mode, false) + " MB/s instead of about " + Links.practical(mode, true)
                + " MB/s with UAS" + (knownSpeed ? "" : " on a 5 Gb/s link") + ".";
        String action;
        Confidence confidence;
        Severity severity;
        boolean expected;
        if (kernelIgnores.isPresent()) {
            UasQuirk q = kernelIgnores.get();
            explanation += " The kernel's quirk list ignores UAS for " + q.vidPid() + " (" + q.name() + ", " + q.flagText() + ", "
                    + q.source() + ")" + (q.condition() == null ? "" : " when " + q.condition())
                    + (lines.isEmpty() ? "" : "; the kernel said so: \"" + lines.get(0).text().trim() + "\"")
                    + ": its UAS is broken, so Bulk-Only is the kernel's deliberate choice.";
            action = "Nothing to change on this host; for UAS speed use an enclosure with another bridge (JMS583, RTL9210, ASM2362).";
            confidence = q.unconditional() ? Confidence.CERTAIN : Confidence.LIKELY;
            severity = Severity.INFO;
            expected = true;
        } else if (!lines.isEmpty()) {
            String said = lines.get(0).text().trim();
            // "blacklisted" is the wording of kernels before uas-detect.h said "ignored": their lists differed from today's.
            boolean olderKernel = said.contains("blacklisted");
            explanation += " The kernel disables UAS for it on purpose: \"" + said + "\". " + d.vendorId() + ":" + d.productId()
                    + " is on none of today's kernel UAS quirk lists (unusual_uas.h, unusual_devs.h, uas-detect.h), so "
                    + (olderKernel ? "either this older kernel's list held it (its wording predates today's lists) or "
                    : "") + "this host's configuration sets usb-storage.quirks=" + d.vendorId() + ":" + d.productId() + ":u.";
            action = "Find the quirk: cat /sys/module/usb_storage/parameters/quirks, /proc/cmdline and /etc/modprobe.d; if it "
                    + "was set for UAS errors on this enclosure keep it, else remove it and replug to get UAS"
                    + (olderKernel ? "; a newer kernel may bind uas." : ".");
            confidence = Confidence.LIKELY;
            severity = olderKernel ? Severity.INFO : Severity.WARNING;
            expected = olderKernel;
        } else if (uasCapable || kernelKeeps.isPresent()) {
            explanation += kernelKeeps.map(q -> " The kernel lists " + q.vidPid() + " (" + q.name() + ") with " + q.flagText()
                    + " only, keeping UAS (" + q.source() + ").").orElse("")
                    + entry.filter(e -> Boolean.TRUE.equals(e.uas())).map(e -> " Its bridge, " + e.name() + ", supports UAS.").orElse("")
                    + " No kernel quirk explains the fallback.";
            action = "Check for usb-storage.quirks=" + d.vendorId() + ":" + d.productId() + ":u on the kernel command line or in "
                    + "/etc/modprobe.d and remove it; check dmesg for UAS errors when it binds.";
            confidence = Confidence.CERTAIN;
            severity = Severity.WARNING;
            expected = false;
        } else {
            explanation += entry.isPresent() ? " Whether " + entry.get().name() + " supports UAS is not known."
                    : " Its bridge is not in the catalog, so whether it supports UAS is not known.";
            action = "Nothing to fix for certain; an enclosure with a UAS bridge (JMS583, RTL9210, ASM2362) would be faster.";
            confidence = Confidence.LIKELY;
            severity = Severity.INFO;
            expected = false;
        }
        FindingBuilder f = FindingBuilder.of(metadata)
                .confidence(confidence)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) uses Bulk-Only Transport, not UAS".formatted(Links.name(d), d.path()), explanation, action)
                .ceilings(Links.practical(mode, false), expected ? Links.practical(mode, false) : Links.practical(mode, true))
                .data("driver", "usb-storage")
                .data("uasCapableBridge", entry.map(CatalogEntry::uas).orElse(null))
                .data("quirkExplains", expected)
                .data("kernelQuirk", kernelIgnores.or(() -> kernelKeeps).map(UasQuirk::flagText).orElse(null))
                .evidence("device " + d.path() + (knownSpeed ? " at " + kernel(d.negotiatedMbps()) : "")
                        + (d.hasDriver("usb-storage") ? " bound to usb-storage" : ""), d.events());
        for (KernelLogFact q : lines) f.evidence("kernel: " + q.text().trim(), q.events());
        kernelIgnores.or(() -> kernelKeeps).ifPresent(q -> f.evidence("kernel quirk list: " + q.vidPid() + " " + q.flagText()
                + " (" + q.source() + ")", List.of()));
        if (!knownSpeed) f.toConfirm("paste `lsusb -t`: the link speed decides what UAS would gain");
        if (!d.hasDriver("usb-storage") && lines.isEmpty()) f.toConfirm("paste `lsusb -t` to see the bound driver");
        f.severityAtMost(severity);
        entry.ifPresent(e -> f.catalog(e.vidPid()));
        return f.build();
    }
}
