package dev.linkledger.advisor.corpus;

import java.util.List;

/**
 * The grade of one case: for a known cause, a hit is the expected rule on the expected device;
 * for a healthy case, any finding of severity warning or critical fails it. The reason of a miss
 * says where the chain broke: the paste was refused, the device never reached the topology
 * (a parser dropped it), the rule fired elsewhere (wrong device) or not at all (missing rule).
 */
record CaseGrade(CorpusCase corpusCase, boolean passed, String reason) {

    static CaseGrade refused(CorpusCase c, String problem) {
        return new CaseGrade(c, false, "import refused: " + problem);
    }

    static CaseGrade of(CorpusCase c, ObservedHost host) {
        CorpusCase.Expectation expect = c.expectation();
        if (expect.nothingAboveInfo()) {
            List<ObservedHost.Finding> alarms = host.alarms();
            return alarms.isEmpty() ? new CaseGrade(c, true, "nothing above info")
                    : new CaseGrade(c, false, "false alarm: " + alarms);
        }
        // A device must be in the topology a user sees, not only named by a finding's path (a port or
        // a router is the finding's own subject: it may hold no device).
        if (expect.kind() == CorpusCase.TargetKind.DEVICE && host.targets(expect).isEmpty())
            return new CaseGrade(c, false, "parser drop: " + expect.target() + " is not in the imported topology ("
                    + host.devices().size() + " devices)" + others(host));
        List<ObservedHost.Finding> hits = host.findings().stream()
                .filter(f -> expect.rule().equals(f.rule()) && host.about(f, expect)).toList();
        if (!hits.isEmpty() && expect.atInfo()) {
            // The right answer is information: the finding at info, and no warning anywhere on the host.
            List<ObservedHost.Finding> alarms = host.alarms();
            return alarms.isEmpty() ? new CaseGrade(c, true, "hit at info")
                    : new CaseGrade(c, false, "false alarm (info is due): " + alarms);
        }
        if (!hits.isEmpty()) return new CaseGrade(c, true, "hit");
        List<ObservedHost.Finding> sameRule = host.findings().stream().filter(f -> expect.rule().equals(f.rule())).toList();
        if (!sameRule.isEmpty()) return new CaseGrade(c, false, "wrong device: " + sameRule);
        return new CaseGrade(c, false, "missing rule: no " + expect.rule() + others(host));
    }

    private static String others(ObservedHost host) {
        return host.findings().isEmpty() ? "; no findings" : "; findings: " + host.findings();
    }
}
