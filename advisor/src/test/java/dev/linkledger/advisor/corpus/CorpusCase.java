package dev.linkledger.advisor.corpus;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A real-world case: a paste, where it came from, and what the thread established about it. */
record CorpusCase(String name, String source, String faultClass, String cause, Expectation expectation,
                  boolean diagnosed, String paste) {

    static final String HEALTHY_EXPECTATION = "nothing above info";

    /** The expected rule on the expected device, or none ("nothing above info": no warning or worse). */
    record Expectation(String rule, String target) {
        private static final Pattern RULE_ON = Pattern.compile("([A-Z0-9_]+) on (\\S+)");

        static Expectation parse(String caseName, String text) {
            if (text.equals(HEALTHY_EXPECTATION)) return new Expectation(null, null);
            Matcher m = RULE_ON.matcher(text);
            if (!m.matches()) throw new IllegalArgumentException(caseName + ": expect is '<RULE_ID> on <vid:pid or path>' or '"
                    + HEALTHY_EXPECTATION + "', not '" + text + "'");
            return new Expectation(m.group(1), m.group(2));
        }

        boolean nothingAboveInfo() {
            return rule == null;
        }

        /** The target is a vendor:product id (4+4 hex digits) rather than a port path. */
        boolean byVidPid() {
            return target != null && target.matches("[0-9a-f]{4}:[0-9a-f]{4}");
        }

        @Override
        public String toString() {
            return nothingAboveInfo() ? HEALTHY_EXPECTATION : rule + " on " + target;
        }
    }

    static List<CorpusCase> all() {
        return CorpusFile.inDirectory("corpus/cases").stream().map(CorpusCase::of).toList();
    }

    static CorpusCase of(CorpusFile file) {
        String status = file.required("status");
        if (!status.equals("diagnosed") && !status.equals("undiagnosed"))
            throw new IllegalArgumentException(file.name() + ": status is diagnosed or undiagnosed, not '" + status + "'");
        return new CorpusCase(file.name(), file.required("source"), file.required("class"), file.required("cause"),
                Expectation.parse(file.name(), file.required("expect")), status.equals("diagnosed"), file.paste());
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
        return "corpus-" + name.substring(0, name.indexOf('-'));
    }
}
