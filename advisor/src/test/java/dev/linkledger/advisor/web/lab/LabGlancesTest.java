package dev.linkledger.advisor.web.lab;

import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The top fixes counted once per host and summed over hosts; a slow link's cause; the words of a cause and a silence. */
class LabGlancesTest {
    private static RecordedFinding finding(String host, String rule, String path, int now, int possible) {
        return new RecordedFinding(host + rule + path, host, "open", rule, Severity.WARNING, null, Subject.device(path, 3, 5, null),
                "t", "", "do it", now, possible, Map.of(), List.of(), List.of(), null, null, null, null, null);
    }

    @Test
    void countsARulesFixOncePerHostItsBestThereAndRanksBySumOverHosts() {
        Map<String, List<RecordedFinding>> open = new LinkedHashMap<>();
        open.put("a", List.of(finding("a", "USB2_FALLBACK", "3-2", 43, 1050), finding("a", "USB2_FALLBACK", "3-3", 43, 400),
                finding("a", "BRIDGE_BOTTLENECK", "3-2", 1050, 1050)));
        open.put("b", List.of(finding("b", "USB2_FALLBACK", "1-1", 43, 1050), finding("b", "USB2_HUB_IN_PATH", "1-7", 40, 280)));

        List<LabGlance.LabFix> fixes = LabGlances.fixes(open);

        assertThat(fixes).extracting(LabGlance.LabFix::rule).containsExactly("USB2_FALLBACK", "USB2_HUB_IN_PATH");
        assertThat(fixes.get(0).gainMBps()).isEqualTo(2 * (1050 - 43));
        assertThat(fixes.get(0).sites()).extracting(LabGlance.FixSite::hostId, LabGlance.FixSite::path)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("a", "3-2"), org.assertj.core.groups.Tuple.tuple("b", "1-1"));
        assertThat(fixes.get(1).gainMBps()).isEqualTo(240);
    }

    @Test
    void aSlowLinksCauseIsTheFindingAboutItElseAboutAHubAboveIt() {
        List<RecordedFinding> open = List.of(finding("h", "USB2_HUB_IN_PATH", "1-7", 40, 280), finding("h", "LINK_DEGRADED", "1-7.2.1", 40, 100));
        assertThat(LabGlances.explanation("1-7.2.1", open)).map(RecordedFinding::rule).contains("LINK_DEGRADED");
        assertThat(LabGlances.explanation("1-7.2.4", open)).map(RecordedFinding::rule).contains("USB2_HUB_IN_PATH");
        assertThat(LabGlances.explanation("1-70", open)).isEmpty();
    }

    @Test
    void wordsACauseAndASilence() {
        assertThat(LabGlances.label("USB2_HUB_IN_PATH")).isEqualTo("USB 2.0 hub in path");
        assertThat(LabGlances.label("BOT_INSTEAD_OF_UAS")).isEqualTo("BOT instead of UAS");
        assertThat(LabGlances.label("unexplained")).isEqualTo("no finding explains it yet");
        assertThat(LabGlances.words(Duration.ofMinutes(185))).isEqualTo("3 h 5 min");
        assertThat(LabGlances.words(Duration.ofDays(3))).isEqualTo("3 d");
    }
}
