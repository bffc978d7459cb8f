package dev.linkledger.advisor.corpus;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A developer's lens on a few corpus cases, not a grade: {@code -Dcorpus.explain=123,127} imports
 * just those cases and prints, for each, its grade, its findings and the topology the service
 * built from the paste, so a miss can be read without grading the whole corpus (two minutes).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@EnabledIfSystemProperty(named = "corpus.explain", matches = ".+")
class CaseExplainer {

    @Test
    void explainTheNamedCases() {
        Set<String> numbers = Arrays.stream(System.getProperty("corpus.explain").split(",")).map(String::trim)
                .collect(Collectors.toSet());
        var chosen = CorpusCase.all().stream().filter(c -> numbers.contains(c.name().substring(0, 3))).toList();
        assertFalse(chosen.isEmpty(), "no corpus case numbered " + numbers);
        for (CorpusCase c : chosen) {
            CaseGrade grade = CaseImports.grade(c);
            System.out.println("=== " + c.name() + ": " + (grade.passed() ? "PASS" : "MISS") + " — " + grade.reason());
            System.out.println("findings: " + given().get("/api/hosts/{id}/findings", c.hostId()).asString());
            System.out.println("topology: " + given().get("/api/hosts/{id}/topology", c.hostId()).asString());
        }
    }
}
