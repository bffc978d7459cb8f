package dev.linkledger.advisor.corpus;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** The corpus grade as markdown: accuracy per class, overall, the misses and the machines. */
record CorpusReport(List<CaseGrade> graded, List<CaseGrade> undiagnosed, List<MachineImport> machines) {

    /** A machine dump: devices the topology shows against the device headers of the dump. */
    record MachineImport(CorpusMachine machine, int imported, String problem, List<ObservedHost.Finding> alarms) {
        boolean falseAlarm() {
            return machine.healthy() && !alarms.isEmpty();
        }
    }

    /** Issue 10's bar for known-cause cases: the test fails below it. */
    static final double REQUIRED_ACCURACY = 0.90;
    /**
     * The accuracy the advisor has reached on this corpus (199 of 215 since held-out round 9 was folded in, 811-851, and its misses taught what they could; 197 of 215 on folding; 193 of 208 after held-out round 8 was folded in, 688-770, and the untied UAS lines reached the rules; 192 of 208 on folding; 185 of 199 before it; 183 of 199 since held-out round 7 was folded in, 597-687, and its misses
     * taught what they could; 166 of 178 before it; 164 of 178 after round 6 was folded in, 467-596; 152 of 160 before it, 150 of 160 after round 5 was folded in, 134 of 141 before that):
     * a ratchet above {@link #REQUIRED_ACCURACY}, so a change that loses a diagnosed case fails the
     * build even while the bar still holds. Raise it with each gain; adding cases may lower it,
     * never below the bar.
     */
    static final double ACCURACY_FLOOR = 0.925;

    List<CaseGrade> diagnosedWithCause() {
        return graded.stream().filter(g -> !g.corpusCase().healthy()).toList();
    }

    List<CaseGrade> healthy() {
        return graded.stream().filter(g -> g.corpusCase().healthy()).toList();
    }

    double accuracy() {
        List<CaseGrade> known = diagnosedWithCause();
        return known.isEmpty() ? 1.0 : (double) known.stream().filter(CaseGrade::passed).count() / known.size();
    }

    List<CaseGrade> falseAlarms() {
        return healthy().stream().filter(g -> !g.passed()).toList();
    }

    List<CaseGrade> undiagnosedRefused() {
        return undiagnosed.stream().filter(g -> !g.passed()).toList();
    }

    String markdown() {
        return markdown("Corpus grade");
    }

    String markdown(String title) {
        StringBuilder md = new StringBuilder("# " + title + "\n\n");
        md.append("| class | graded | passed | accuracy |\n|---|---:|---:|---:|\n");
        Map<String, List<CaseGrade>> byClass = new TreeMap<>(graded.stream()
                .collect(Collectors.groupingBy(g -> g.corpusCase().faultClass())));
        byClass.forEach((cls, grades) -> md.append(row(cls, grades)));
        md.append(row("**known cause (all but healthy)**", diagnosedWithCause()));
        md.append(row("**healthy: nothing above info**", healthy()));
        md.append(row("**overall (every diagnosed case)**", graded));
        md.append("\nKnown-cause accuracy ").append(percent(accuracy())).append(" (required ")
                .append(percent(REQUIRED_ACCURACY)).append("); false alarms on healthy cases: ").append(falseAlarms().size())
                .append("; undiagnosed cases imported: ").append(undiagnosed.size() - undiagnosedRefused().size())
                .append(" of ").append(undiagnosed.size()).append(".\n\n## Cases not passed\n\n");
        graded.stream().filter(g -> !g.passed()).forEach(g -> md.append(caseLine(g)));
        undiagnosedRefused().forEach(g -> md.append(caseLine(g)));
        if (machines.isEmpty()) return md.toString();
        md.append("\n## Machines (whole lsusb -v)\n\n| dump | health | headers | devices imported | above info |\n|---|---|---:|---:|---|\n");
        int headers = 0, imported = 0;
        for (MachineImport m : machines) {
            headers += m.machine().headers();
            imported += m.imported();
            md.append("| ").append(m.machine().name()).append(" | ").append(m.machine().health()).append(" | ")
                    .append(m.machine().headers()).append(" | ").append(m.problem() != null ? "refused: " + m.problem() : m.imported())
                    .append(" | ").append(m.alarms().isEmpty() ? "" : m.alarms()).append(" |\n");
        }
        md.append("| **all ").append(machines.size()).append("** | | ").append(headers).append(" | ").append(imported)
                .append(" | |\n");
        return md.toString();
    }

    private static String row(String label, List<CaseGrade> grades) {
        long passed = grades.stream().filter(CaseGrade::passed).count();
        return "| " + label + " | " + grades.size() + " | " + passed + " | "
                + (grades.isEmpty() ? "-" : percent((double) passed / grades.size())) + " |\n";
    }

    private static String caseLine(CaseGrade g) {
        CorpusCase c = g.corpusCase();
        return "- `" + c.name() + "` (" + c.faultClass() + ", expect " + c.expectation() + "): "
                + g.reason().replace("|", "\\|") + "\n";
    }

    private static String percent(double share) {
        return Math.round(share * 1000) / 10.0 + "%";
    }
}
