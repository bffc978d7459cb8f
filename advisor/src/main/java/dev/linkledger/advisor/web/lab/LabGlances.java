package dev.linkledger.advisor.web.lab;

import dev.linkledger.advisor.advice.FindingQueries;
import dev.linkledger.advisor.advice.FindingStatus;
import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.advisor.web.HostTree;
import dev.linkledger.advisor.web.LinkRow;
import dev.linkledger.advisor.web.Links;
import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableView;
import dev.linkledger.inventory.query.HostRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.probe.usb.LinkMark;
import dev.linkledger.rules.finding.Severity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the lab at a glance from every host's tree (the links marked below both ends, as the host page
 * marks them), its open findings (the cause of each slow link: the finding about the device or a hub
 * above it that gains most; the fixes), the cable drawer and the probes' last contacts.
 */
@ApplicationScoped
public class LabGlances {
    static final String UNEXPLAINED = "unexplained";
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final int TOP_FIXES = 8;

    @Inject
    TopologyQueries topology;
    @Inject
    FindingQueries findings;
    @Inject
    CableQueries cables;
    @Inject
    ProbeContacts contacts;

    /** How long a probe heard before may stay silent before its host counts as quiet (3 of its default 5 min re-scans). */
    @ConfigProperty(name = "linkledger.page.quiet-after", defaultValue = "15m")
    Duration quietAfter;

    public LabGlance glance() {
        Instant now = Instant.now();
        List<HostRecord> hosts = topology.hosts();
        Map<String, Instant> heard = contacts.lastHeard();
        List<LabGlance.HostLinks> slow = new ArrayList<>();
        List<LabGlance.HostNumbers> numbers = new ArrayList<>();
        Map<String, List<RecordedFinding>> open = new LinkedHashMap<>();
        int devices = 0;
        for (HostRecord h : hosts) {
            List<RecordedFinding> hostOpen = findings.forHost(h.hostId(), FindingStatus.OPEN);
            open.put(h.hostId(), hostOpen);
            Optional<TopologyView> t = topology.topology(h.hostId());
            HostTree tree = t.map(HostTree::of).orElse(null);
            int count = tree == null ? 0 : tree.deviceCount();
            devices += count;
            List<LabGlance.SlowLink> links = tree == null ? List.of() : tree.allRows().stream()
                    .filter(r -> r.mark() == LinkMark.BELOW).map(r -> slowLink(h.hostId(), r, hostOpen)).toList();
            if (!links.isEmpty()) slow.add(new LabGlance.HostLinks(h.hostId(), Links.host(h.hostId()), count, links));
            numbers.add(new LabGlance.HostNumbers(h.hostId(), h.hostname(), Links.host(h.hostId()), count, links.size(),
                    severity(hostOpen, Severity.CRITICAL), severity(hostOpen, Severity.WARNING), severity(hostOpen, Severity.INFO),
                    h.lastObservedAt(), heard.get(h.hostId())));
        }
        List<LabGlance.Cause> causes = causes(slow);
        Map<String, String> letters = new LinkedHashMap<>();
        causes.forEach(c -> letters.put(c.cause(), c.letter()));
        slow = slow.stream().map(h -> new LabGlance.HostLinks(h.hostId(), h.href(), h.devices(), h.links().stream()
                        .map(l -> withLetter(l, letters.get(l.cause())))
                        .sorted(Comparator.comparing(LabGlance.SlowLink::causeLetter).thenComparing(LabGlance.SlowLink::path)).toList()))
                .sorted(Comparator.comparingInt(LabGlance.HostLinks::count).reversed().thenComparing(LabGlance.HostLinks::hostId))
                .toList();
        int slowLinks = slow.stream().mapToInt(LabGlance.HostLinks::count).sum();
        return new LabGlance(LabGlance.SCHEMA, now, numbers, devices, slowLinks, slow, causes, fixes(open),
                cableGroups(), quiet(hosts, heard, now), words(quietAfter));
    }

    private static long severity(List<RecordedFinding> open, Severity severity) {
        return open.stream().filter(f -> f.severity() == severity).count();
    }

    private static LabGlance.SlowLink slowLink(String hostId, LinkRow r, List<RecordedFinding> open) {
        Optional<RecordedFinding> why = explanation(r.path(), open);
        return new LabGlance.SlowLink(hostId, r.path(), r.name(), r.negotiated(), r.possible(),
                why.map(RecordedFinding::rule).orElse(UNEXPLAINED), null, Links.device(hostId, r.path()),
                why.map(f -> Links.finding(f.id())).orElse(null));
    }

    private static LabGlance.SlowLink withLetter(LabGlance.SlowLink l, String letter) {
        return new LabGlance.SlowLink(l.hostId(), l.path(), l.name(), l.negotiated(), l.possible(), l.cause(), letter, l.href(),
                l.findingHref());
    }

    /** The open finding about the device, else about a hub above it, that gains most. */
    static Optional<RecordedFinding> explanation(String path, List<RecordedFinding> open) {
        Comparator<RecordedFinding> byGain = Comparator.comparingInt(LabGlances::gain);
        Optional<RecordedFinding> own = open.stream().filter(f -> isDevice(f) && path.equals(f.subject().path())).max(byGain);
        if (own.isPresent()) return own;
        return open.stream().filter(f -> isDevice(f) && path.startsWith(f.subject().path() + ".")).max(byGain);
    }

    private static boolean isDevice(RecordedFinding f) {
        return f.subject() != null && "device".equals(f.subject().kind()) && f.subject().path() != null;
    }

    static int gain(RecordedFinding f) {
        return f.ceilingNowMBps() == null || f.ceilingPossibleMBps() == null ? 0
                : Math.max(0, f.ceilingPossibleMBps() - f.ceilingNowMBps());
    }

    private static List<LabGlance.Cause> causes(List<LabGlance.HostLinks> slow) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        slow.forEach(h -> h.links().forEach(l -> counts.merge(l.cause(), 1, Integer::sum)));
        List<Map.Entry<String, Integer>> ordered = counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .toList();
        List<LabGlance.Cause> causes = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            String cause = ordered.get(i).getKey();
            String letter = i < LETTERS.length() ? String.valueOf(LETTERS.charAt(i)) : "?";
            causes.add(new LabGlance.Cause(cause, label(cause), letter, ordered.get(i).getValue()));
        }
        return causes;
    }

    /**
     * Per rule, its fix on each host counted once (that host's finding with the most to gain), summed over
     * the hosts; the largest first.
     */
    static List<LabGlance.LabFix> fixes(Map<String, List<RecordedFinding>> open) {
        Map<String, List<LabGlance.FixSite>> byRule = new LinkedHashMap<>();
        open.forEach((host, list) -> {
            Map<String, RecordedFinding> best = new LinkedHashMap<>();
            for (RecordedFinding f : list) {
                if (gain(f) <= 0 || !isDevice(f)) continue;
                best.merge(f.rule(), f, (a, b) -> gain(b) > gain(a) ? b : a);
            }
            best.forEach((rule, f) -> byRule.computeIfAbsent(rule, r -> new ArrayList<>()).add(new LabGlance.FixSite(host,
                    f.subject().path(), f.ceilingNowMBps(), f.ceilingPossibleMBps(), f.action(), Links.finding(f.id()),
                    Links.device(host, f.subject().path()))));
        });
        return byRule.entrySet().stream()
                .map(e -> new LabGlance.LabFix(e.getKey(), label(e.getKey()),
                        e.getValue().stream().mapToInt(s -> s.toMBps() - s.fromMBps()).sum(),
                        e.getValue().stream().sorted(Comparator.comparingInt((LabGlance.FixSite s) -> s.toMBps() - s.fromMBps())
                                .reversed().thenComparing(LabGlance.FixSite::hostId)).toList()))
                .sorted(Comparator.comparingInt(LabGlance.LabFix::gainMBps).reversed().thenComparing(LabGlance.LabFix::rule))
                .limit(TOP_FIXES).toList();
    }

    private List<LabGlance.CableGroup> cableGroups() {
        Map<String, List<LabGlance.CableRef>> groups = new LinkedHashMap<>();
        for (String key : List.of("usb2", "undecided", "unverified", "gen1", "gen2")) groups.put(key, new ArrayList<>());
        for (CableView c : cables.list(null)) {
            if (c.retired()) continue;
            String key = !c.suspicions().isEmpty() && !"usb2".equals(c.capability()) ? "undecided" : c.capability();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(new LabGlance.CableRef(c.id(), c.label(), Links.cable(c.id())));
        }
        return groups.entrySet().stream().map(e -> new LabGlance.CableGroup(e.getKey(), cableLabel(e.getKey()), e.getValue()))
                .toList();
    }

    private static String cableLabel(String verdict) {
        return switch (verdict) {
            case "usb2" -> "USB 2.0 only";
            case "undecided" -> "undecided: it or a connector";
            case "unverified" -> "not yet proven";
            case "gen1" -> "5 Gb/s proven";
            case "gen2" -> "10 Gb/s or more proven";
            default -> verdict;
        };
    }

    private List<LabGlance.QuietHost> quiet(List<HostRecord> hosts, Map<String, Instant> heard, Instant now) {
        List<LabGlance.QuietHost> quiet = new ArrayList<>();
        for (HostRecord h : hosts) {
            Instant last = heard.get(h.hostId());
            if (last == null) continue;
            Duration silent = Duration.between(last, now);
            if (silent.compareTo(quietAfter) > 0) quiet.add(new LabGlance.QuietHost(h.hostId(), Links.host(h.hostId()), last, words(silent)));
        }
        quiet.sort(Comparator.comparing(LabGlance.QuietHost::lastHeard));
        return quiet;
    }

    /** 15m → "15 min", 3h05m → "3 h 5 min", 2d → "2 d". */
    static String words(Duration d) {
        long minutes = d.toMinutes();
        if (minutes < 1) return d.toSeconds() + " s";
        if (minutes < 60) return minutes + " min";
        long hours = minutes / 60;
        if (hours < 48) return hours + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
        return hours / 24 + " d";
    }

    /** A rule id as a cause's name: USB2_HUB_IN_PATH → "USB 2.0 hub in path". */
    static String label(String rule) {
        if (UNEXPLAINED.equals(rule)) return "no finding explains it yet";
        String words = rule.toLowerCase(Locale.ROOT).replace('_', ' ');
        words = words.replaceAll("\\busb2\\b", "USB 2.0").replaceAll("\\busb\\b", "USB").replaceAll("\\buas\\b", "UAS")
                .replaceAll("\\bbot\\b", "BOT");
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
