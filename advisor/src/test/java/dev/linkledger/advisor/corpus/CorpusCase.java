package dev.linkledger.advisor.corpus;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A real-world case: a paste, where it came from, and what the thread established about it. */
record CorpusCase(String name, String source, String faultClass, String cause, Expectation expectation,
                  boolean diagnosed, String paste, String hostPrefix) {

    static final String HEALTHY_EXPECTATION = "nothing above info";

    /**
     * What the thread established, in the grammar of corpus/README.md: nothing above info (a healthy
     * case), or a rule on a target — a device (port path or vid:pid), a {@code port} the kernel named
     * (which may hold no device), or a {@code thunderbolt} router — optionally {@code at info}: the
     * right answer is information, and a warning anywhere on the host would be a false alarm.
     */
    record Expectation(String rule, TargetKind kind, String target, boolean atInfo) {
        private static final Pattern RULE_ON =
                Pattern.compile("([A-Z0-9_]+) on (?:(port|thunderbolt) )?(\\S+)( at info)?");

        static Expectation parse(String caseName, String text) {
            if (text.equals(HEALTHY_EXPECTATION)) return new Expectation(null, null, null, false);
            Matcher m = RULE_ON.matcher(text);
            if (!m.matches()) throw new IllegalArgumentException(caseName + ": expect is '<RULE_ID> on [port |thunderbolt ]"
                    + "<vid:pid or path>[ at info]' or '" + HEALTHY_EXPECTATION + "', not '" + text + "'");
            TargetKind kind = m.group(2) == null ? TargetKind.DEVICE : TargetKind.valueOf(m.group(2).toUpperCase());
            return new Expectation(m.group(1), kind, m.group(3), m.group(4) != null);
        }

        boolean nothingAboveInfo() {
            return rule == null;
        }

        /** The target is a vendor:product id (4+4 hex digits) rather than a port path. */
        boolean byVidPid() {
            return kind == TargetKind.DEVICE && target.matches("[0-9a-f]{4}:[0-9a-f]{4}");
        }

        @Override
        public String toString() {
            if (nothingAboveInfo()) return HEALTHY_EXPECTATION;
            return rule + " on " + (kind == TargetKind.DEVICE ? "" : kind.name().toLowerCase() + " ") + target
                    + (atInfo ? " at info" : "");
        }
    }

    /** What an expectation's target names: a device of the topology, a port, or a USB4/Thunderbolt router. */
    enum TargetKind { DEVICE, PORT, THUNDERBOLT }

    static List<CorpusCase> all() {
        return in("corpus/cases", "corpus-");
    }

    /**
     * The cases of a folder ({@code corpus/cases}, or {@code held-out/cases}); two files with one number would
     * import into one host, so they are refused by name.
     */
    static List<CorpusCase> in(String resourceDir, String hostPrefix) {
        return of(CorpusFile.inDirectory(resourceDir), hostPrefix);
    }

    static List<CorpusCase> of(List<CorpusFile> files, String hostPrefix) {
        List<CorpusCase> cases = files.stream().map(f -> of(f, hostPrefix)).toList();
        java.util.Map<String, String> byHost = new java.util.HashMap<>();
        for (CorpusCase c : cases) {
            String other = byHost.putIfAbsent(c.hostId(), c.name());
            if (other != null) throw new IllegalStateException(other + " and " + c.name() + " share the number "
                    + c.hostId().substring(hostPrefix.length()) + ", and so one host");
        }
        return cases;
    }

    static CorpusCase of(CorpusFile file, String hostPrefix) {
        String status = file.required("status");
        if (!status.equals("diagnosed") && !status.equals("undiagnosed"))
            throw new IllegalArgumentException(file.name() + ": status is diagnosed or undiagnosed, not '" + status + "'");
        return new CorpusCase(file.name(), file.required("source"), file.required("class"), file.required("cause"),
                Expectation.parse(file.name(), file.required("expect")), status.equals("diagnosed"), file.paste(),
                hostPrefix);
    }

    /** A case the grade counts: its cause is known. Undiagnosed cases are only imported. */
    boolean graded() {
        return diagnosed;
    }

    boolean healthy() {
        return expectation.nothingAboveInfo();
    }

    /** Host ids are at most 63 characters; the case number keeps them unique. */
    String hostId() {
        return hostPrefix + name.substring(0, name.indexOf('-'));
    }
}
