package dev.linkledger.rules.storage;

import dev.linkledger.probe.history.LogStamp;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.KernelLogFact;
import dev.linkledger.rules.facts.KernelLogKind;
import dev.linkledger.rules.facts.PortHistoryFact;
import dev.linkledger.rules.history.EnumerationFailing;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;
import dev.linkledger.rules.topology.FindingBuilder;
import dev.linkledger.rules.topology.Links;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** Builds the {@code UAS_UNSTABLE} finding for {@code storage.drl}; no I/O. */
public final class UasUnstable {
    private UasUnstable() {
    }

    /**
     * One UAS abort, UAS device reset or offlined disk is enough (the SCSI layer only does those after
     * commands timed out); USB resets alone count from two on, since one happens on ordinary
     * re-enumeration, and only for a device known to be on uas. The UAS lines themselves show uas is bound.
     */
    public static boolean unstable(DeviceFact device, List<?> lines) {
        long scsi = lines.stream().map(KernelLogFact.class::cast).filter(UasUnstable::scsiLevel).count();
        if (scsi > 0) return !device.hasDriver("usb-storage") || device.hasDriver("uas");
        return device.hasDriver("uas") && lines.size() >= 2;
    }

    private static boolean scsiLevel(KernelLogFact l) {
        return l.kind() == KernelLogKind.UAS_ABORT || l.kind() == KernelLogKind.UAS_RESET || l.kind() == KernelLogKind.DEVICE_OFFLINED;
    }

    /**
     * With the disk's own media errors ({@link KernelLogKind#MEDIUM_ERROR}) the aborts have a likelier
     * cause than the bridge: a disk retrying a bad sector holds its commands for seconds, past the
     * SCSI layer's timeout, and the abort follows whatever the transport. The media error came back
     * over the link, so the link worked; the finding is information, the disk's health first.
     * With the device's port history: a device the log shows failing and then brought up afresh,
     * with nothing failing since ({@link EnumerationFailing#broughtUpSince}), had its trouble on the
     * connection before; what to do is for the next time, so the finding is information too.
     */
    public static Finding finding(Map<String, Object> metadata, DeviceFact d, List<?> lines, List<?> mediaErrors,
                                  List<?> histories) {
        FindingBuilder f = builder(metadata, d, lines, "device " + d.path() + " bound to uas");
        boolean past = histories.stream().map(PortHistoryFact.class::cast).anyMatch(h -> EnumerationFailing.broughtUpSince(h.timeline(), true));
        if (past) f.severityAtMost(Severity.INFO).toConfirm("the device was brought up again after these errors and the log "
                + "shows none since: if they come back under load, the quirk above is the next step");
        if (mediaErrors.isEmpty()) return once(f, lines).build();
        List<KernelLogFact> media = mediaErrors.stream().map(KernelLogFact.class::cast).toList();
        f.severityAtMost(Severity.INFO).confidence(Confidence.POSSIBLE)
                .text(null, "The disk itself reported " + media.size() + " media error(s) (\"Sense Key : Medium Error\", "
                                + "\"Unrecovered read error\"): it could not read its own media, and a disk retrying a bad sector holds "
                                + "its commands past the SCSI layer's timeout, which then aborts and resets them over any transport. "
                                + "The answers came back over the link, so the link carried them; the UAS errors are most likely the "
                                + "disk's, not the bridge's.", null)
                .toConfirm("check the disk's health before the bridge: `smartctl -a -d sat /dev/sdX` (reallocated and pending "
                        + "sectors); if it is healthy and the aborts go on, the UAS quirk above is the next step")
                .data("mediaErrors", media.size());
        for (KernelLogFact l : media) f.evidence("kernel: " + l.text().trim(), l.events());
        return f.build();
    }

    /**
     * One error-handling episode that recovered — commands aborted, its device resets all succeeded —
     * is one SCSI timeout: a disk busy past the 30 s timeout under a saturating load does the same on
     * any transport. Once is information; a second episode, a failed reset or a disk taken offline is
     * the pattern the quirk is for.
     */
    static FindingBuilder once(FindingBuilder f, List<?> lines) {
        List<KernelLogFact> log = lines.stream().map(KernelLogFact.class::cast).toList();
        boolean offlined = log.stream().anyMatch(l -> l.kind() == KernelLogKind.DEVICE_OFFLINED);
        boolean failed = log.stream().anyMatch(l -> l.kind() == KernelLogKind.UAS_RESET && l.text().contains("FAILED"));
        boolean resetByUas = log.stream().anyMatch(l -> l.kind() == KernelLogKind.UAS_RESET && l.text().contains("start"));
        long usbResets = log.stream().filter(l -> l.kind() == KernelLogKind.RESET).count();
        long episodes = resetByUas ? episodes(log) : usbResets;
        if (offlined || failed || episodes > 1) return f;
        return f.severityAtMost(Severity.INFO).toConfirm("one recovered timeout so far: if the aborts come back under load, "
                + "the quirk above trades UAS for stability; `dmesg -w` while copying shows whether they do");
    }

    /**
     * sd's command timeout ({@code SD_TIMEOUT}, 30 s): a command sent after a device reset cannot
     * time out sooner, so a reset that starts sooner after the previous one succeeded was asked by
     * the error handler's own check of the device ({@code scsi_eh_tur()}: TEST UNIT READY with a
     * 10 s timeout, drivers/scsi/scsi_error.c) — the same episode escalating once more.
     */
    static final double SD_TIMEOUT_SECONDS = 30;
    /** uas offers the error handler one reset of its own (uas_eh_device_reset_handler); an episode holds the first and its one retry. */
    private static final int RESETS_PER_EPISODE = 2;

    /** A UAS device reset's start or success line, read once for its stamp. */
    private record ResetLine(LogStamp at, boolean start) {
    }

    /**
     * The error-handling episodes the log's UAS resets make, walking their start and success lines in
     * the order of their stamps (the engine collects facts in no set order; a start sorts before a
     * success of the same stamp). A reset is measured from the first success after the one before it;
     * an unstamped reset is its own episode.
     */
    static long episodes(List<KernelLogFact> log) {
        List<ResetLine> resets = log.stream().filter(l -> l.kind() == KernelLogKind.UAS_RESET)
                .filter(l -> l.text().contains("start") || l.text().contains("success"))
                .map(l -> new ResetLine(LogStamp.of(l.text()), l.text().contains("start")))
                .filter(r -> r.start() || r.at() != null)
                .sorted(Comparator.comparing(ResetLine::at, Comparator.nullsLast(Comparator.comparingDouble(LogStamp::seconds)))
                        .thenComparing(r -> !r.start()))
                .toList();
        long episodes = 0;
        int inEpisode = 0;
        LogStamp lastSuccess = null;
        boolean awaitingSuccess = false;
        for (ResetLine r : resets) {
            if (!r.start()) {
                if (awaitingSuccess) lastSuccess = r.at();
                awaitingSuccess = false;
                continue;
            }
            Double gap = r.at() == null ? null : r.at().since(lastSuccess);
            if (gap != null && gap >= 0 && gap < SD_TIMEOUT_SECONDS && inEpisode < RESETS_PER_EPISODE) {
                inEpisode++;
            } else {
                episodes++;
                inEpisode = 1;
            }
            lastSuccess = null;
            awaitingSuccess = r.at() != null;
        }
        return episodes;
    }

    /** The finding's text, ceilings and log evidence; {@code tie} says why the lines are the device's. */
    static FindingBuilder builder(Map<String, Object> metadata, DeviceFact d, List<?> lines, String tie) {
        List<KernelLogFact> log = lines.stream().map(KernelLogFact.class::cast).toList();
        long aborts = log.stream().filter(UasUnstable::scsiLevel).count();
        String quirk = d.vendorId() + ":" + d.productId() + ":u";
        LinkMode mode = Links.negotiated(d);
        FindingBuilder f = FindingBuilder.of(metadata)
                .subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .text("%s (%s) shows %d UAS error(s) and %d reset(s)".formatted(Links.name(d), d.path(), aborts, log.size() - aborts),
                        "The kernel log shows UAS commands aborted (uas_eh_abort_handler), the SCSI layer resetting the device "
                                + "or taking it offline, or the device reset while bound to uas; some bridges' UAS firmware stalls "
                                + "under load, and an underpowered port or a marginal cable shows the same way. Bulk-Only Transport "
                                + "is slower but stable.",
                        "Add usb-storage.quirks=" + quirk + " to the kernel command line (or options usb-storage quirks="
                                + quirk + " in /etc/modprobe.d), replug, and check the device binds to usb-storage; "
                                + "a firmware update for the bridge may fix UAS instead.")
                .ceilings(Links.practical(mode, true), Links.practical(mode, false))
                .data("aborts", aborts)
                .data("resets", log.size() - aborts)
                .data("quirk", quirk)
                .evidence(tie, d.events());
        for (KernelLogFact l : log) f.evidence("kernel: " + l.text().trim(), l.events());
        return f;
    }
}
