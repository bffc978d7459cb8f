package dev.linkledger.rules.topology;

import dev.linkledger.probe.history.UsbLogLine;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.LoggedLine;
import dev.linkledger.rules.facts.PastLinkFact;
import dev.linkledger.rules.finding.Confidence;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.finding.Subject;
import dev.linkledger.rules.link.LinkMode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static dev.linkledger.rules.topology.Speeds.kernel;

/**
 * Builds the {@code LINK_DEGRADED} finding for {@code devices.drl}; no I/O. The past link comes
 * from the connection history or from the kernel log; the faster link is proof of what both ends
 * (and the cable then) can do, so the ceiling possible is the faster one.
 */
public final class LinkDegraded {
    /** Kernel lines quoted in the explanation; the evidence carries them all. */
    private static final int QUOTED = 4;

    private LinkDegraded() {
    }

    public static Finding finding(Map<String, Object> metadata, DeviceFact d, PastLinkFact past) {
        boolean uas = d.hasDriver("uas");
        FindingBuilder f = past.fromKernelLog() ? kernelLog(metadata, d, past) : connectionHistory(metadata, d, past);
        f.subject(Subject.device(d.path(), d.bus(), d.devnum(), d.portId()))
                .ceilings(Links.practical(Links.negotiated(d), uas), Links.practical(LinkMode.of(past.bestMbps(), past.bestLanes(), false), uas))
                .data("negotiatedMbps", d.negotiatedMbps())
                .data("bestMbps", past.bestMbps())
                .data("bestEvent", past.event() == null ? null : past.event().id())
                .evidence("device " + d.path() + " negotiated " + kernel(d.negotiatedMbps()), d.events())
                .evidence(past.fromKernelLog() ? "kernel: " + past.shownBy()
                                : "the same device linked at " + kernel(past.bestMbps()) + " on " + past.hostId() + " " + past.portId(),
                        past.event() == null ? List.of() : List.of(past.event()));
        for (LoggedLine l : past.troubleSince()) f.evidence("kernel: " + l.text(), l.events());
        return f.build();
    }

    private static FindingBuilder connectionHistory(Map<String, Object> metadata, DeviceFact d, PastLinkFact past) {
        List<String> changed = new ArrayList<>();
        if (!Objects.equals(past.hostId(), d.hostId())) changed.add("host " + past.hostId() + " → " + d.hostId());
        if (!Objects.equals(past.portId(), d.portId())) changed.add("port " + past.portId() + " → " + d.portId());
        String since = changed.isEmpty() ? "same host and port: the cable, a hub or the connector changed"
                : String.join(", ", changed);
        String when = past.event() == null ? "earlier" : "at " + past.event().at() + " (event " + past.event().id() + ")";
        return FindingBuilder.of(metadata)
                .confidence(d.serial() == null ? Confidence.POSSIBLE : Confidence.LIKELY)
                .text("%s (%s) links at %s; it reached %s before".formatted(Links.name(d), d.path(), kernel(d.negotiatedMbps()),
                                kernel(past.bestMbps())),
                        "This device (" + d.vendorId() + ":" + d.productId() + (d.serial() == null ? "" : ", serial " + d.serial())
                                + ") linked at " + kernel(past.bestMbps()) + " " + when + " on " + past.hostId() + " port "
                                + past.portId() + ". Changed since: " + since + ".",
                        changed.isEmpty() ? "Swap the cable for the one used then, and remove hubs or extensions added since."
                                : "Go back to " + past.hostId() + " port " + past.portId() + " with the same cable to tell the port from the cable.");
    }

    /** The port came up faster before its errors: the kernel's own lines say what went wrong between. */
    private static FindingBuilder kernelLog(Map<String, Object> metadata, DeviceFact d, PastLinkFact past) {
        List<LoggedLine> trouble = past.troubleSince();
        List<String> messages = distinct(trouble);
        String quoted = messages.stream().limit(QUOTED).reduce((a, b) -> a + ", " + b).orElse("");
        return FindingBuilder.of(metadata)
                .confidence(Confidence.LIKELY)
                .text("%s (%s) links at %s; the kernel log shows its port came up at %s before".formatted(Links.name(d), d.path(),
                                kernel(d.negotiatedMbps()), kernel(past.bestMbps())),
                        "The kernel logged this port's link training at " + kernel(past.bestMbps()) + " (\"" + message(past.shownBy())
                                + "\": drivers/usb/core/hub.c prints the speed once the link trained at it), so the port, the cable "
                                + "and the device all did " + kernel(past.bestMbps()) + ". "
                                + (trouble.isEmpty() ? "The same device came back slower."
                                : "Then " + trouble.size() + " failure line" + (trouble.size() == 1 ? "" : "s") + ": " + quoted
                                + (messages.size() > QUOTED ? ", …" : "") + "; the kernel retried and the link came back at "
                                + kernel(d.negotiatedMbps()) + ". The link degraded after errors: a marginal cable or connector, "
                                + "or a device that trips up at the faster rate (some need a kernel quirk)."),
                        "Unplug and replug to let it train again; swap the cable for one rated for " + kernel(past.bestMbps())
                                + " and seat both ends firmly; try the port straight on the computer. If it keeps coming back "
                                + "at " + kernel(d.negotiatedMbps()) + " with the same errors on a known-good cable, report the "
                                + "device (vid:pid and these lines) to linux-usb: it may need a quirk.");
    }

    /** The lines' messages quoted in order, a message repeated in a row said once with its count. */
    private static List<String> distinct(List<LoggedLine> lines) {
        List<String> quoted = new ArrayList<>();
        String last = null;
        int repeats = 0;
        for (LoggedLine l : lines) {
            String m = message(l.text());
            if (m.equals(last)) {
                repeats++;
                continue;
            }
            if (last != null) quoted.add("\"" + last + "\"" + (repeats > 1 ? " ×" + repeats : ""));
            last = m;
            repeats = 1;
        }
        if (last != null) quoted.add("\"" + last + "\"" + (repeats > 1 ? " ×" + repeats : ""));
        return quoted;
    }

    /** The kernel's line without the log's stamp and prefix: "usb usb2-port2: attempt power cycle". */
    private static String message(String line) {
        UsbLogLine usb = UsbLogLine.of(line);
        return usb == null ? line : usb.driver() + " " + usb.name() + ": " + usb.message().strip();
    }
}
