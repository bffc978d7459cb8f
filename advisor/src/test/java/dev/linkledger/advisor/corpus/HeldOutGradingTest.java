package dev.linkledger.advisor.corpus;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Grades the held-out set (held-out/README.md): real cases the rules were never fitted to, graded
 * once at the end of a round with the rules as they stand, then folded into the corpus. It runs
 * only when asked ({@code -Dheldout=grade}), so that nobody grades it while writing rules; its
 * report is target/held-out-report.md, the same grading as the corpus's.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@EnabledIfSystemProperty(named = "heldout", matches = "grade")
class HeldOutGradingTest {

    @Test
    void theAdvisorFindsTheEstablishedCauseInNineOfTenUnseenCasesAndRaisesNoFalseAlarm() throws IOException {
        List<CaseGrade> graded = new ArrayList<>();
        List<CaseGrade> undiagnosed = new ArrayList<>();
        for (CorpusCase c : CorpusCase.in("held-out/cases", "heldout-")) {
            CaseGrade grade = CaseImports.grade(c);
            (c.graded() ? graded : undiagnosed).add(grade);
        }
        CorpusReport report = new CorpusReport(graded, undiagnosed, List.of());
        String markdown = report.markdown("Held-out grade");
        System.out.println(markdown);
        Files.writeString(Files.createDirectories(Path.of("target")).resolve("held-out-report.md"), markdown, StandardCharsets.UTF_8);

        assertAll(
                () -> assertTrue(graded.size() >= 60, "the held-out set holds at least 60 graded cases, not " + graded.size()),
                () -> assertTrue(report.accuracy() >= CorpusReport.REQUIRED_ACCURACY,
                        "known-cause accuracy " + report.accuracy() + " on unseen cases is below " + CorpusReport.REQUIRED_ACCURACY),
                () -> assertEquals(List.of(), report.falseAlarms().stream().map(g -> g.corpusCase().name() + ": " + g.reason()).toList(),
                        "healthy unseen cases get nothing above info"),
                () -> assertEquals(List.of(), report.undiagnosedRefused().stream().map(g -> g.corpusCase().name() + ": " + g.reason()).toList(),
                        "undiagnosed unseen cases still import"));
    }
}
