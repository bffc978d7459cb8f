package dev.linkledger.rules;

import org.junit.jupiter.api.Test;
import org.kie.api.KieBase;
import org.kie.api.definition.rule.Rule;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RuleBaseTest {

    @Test
    void compilesEveryListedDrlWithoutErrors() {
        assertThat(RuleBase.drlSources()).hasSameSizeAs(RuleBase.drlResources()).allSatisfy((r, drl) -> assertThat(drl).isNotBlank());
        assertThat(CompiledRules.bundled().getKiePackages()).isNotEmpty();
    }

    @Test
    void rejectsBrokenDrl() {
        Map<String, String> broken = Map.of("dev/linkledger/rules/topology/broken.drl", """
                package dev.linkledger.rules.topology;
                import dev.linkledger.rules.facts.DeviceFact;
                rule "broken" when DeviceFact( noSuchProperty == 1 ) then end
                """);

        assertThatThrownBy(() -> CompiledRules.compile(broken))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("DRL errors");
    }

    @Test
    void everyAdvisingRuleCarriesIdSeverityAndDescription() {
        List<Rule> advising = rules(CompiledRules.bundled()).stream()
                .filter(r -> r.getMetaData().containsKey("id")).toList();

        assertThat(advising).allSatisfy(r -> assertThat(r.getMetaData()).containsKeys("severity", "description"));
        // One id may name several rules (the same fault seen on complete and on partial evidence).
        assertThat(advising.stream().map(r -> r.getMetaData().get("id").toString().replace("\"", "")).distinct().toList())
                .containsExactlyInAnyOrderElementsOf(RuleBase.ruleIds());
    }

    private static List<Rule> rules(KieBase kieBase) {
        return kieBase.getKiePackages().stream().flatMap(p -> p.getRules().stream()).toList();
    }
}
