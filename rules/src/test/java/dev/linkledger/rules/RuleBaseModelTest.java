package dev.linkledger.rules;

import dev.linkledger.rules.finding.Finding;
import org.drools.core.impl.RuleBaseFactory;
import org.drools.model.Model;
import org.drools.modelcompiler.KieBaseBuilder;
import org.junit.jupiter.api.Test;
import org.kie.api.KieBase;
import org.kie.api.definition.rule.Rule;
import org.kie.api.runtime.KieSession;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static dev.linkledger.rules.lab.Seeds.*;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The executable model the build generates (kie-maven-plugin, rules/pom.xml) is the rule base the
 * service runs: it must hold exactly the rules of the DRL that {@link RuleBase} lists, compiled
 * here at test time, and advise the same. A DRL added to the resources but not listed (or listed
 * but left out of the build) fails here.
 */
class RuleBaseModelTest {
    /** Where kie-maven-plugin lists the model classes it generated for this module (groupId/artifactId). */
    private static final String INDEX = "META-INF/kie/dev.linkledger/linkledger-rules/drools-model";

    @Test
    void buildTimeModelHoldsExactlyTheRulesOfTheListedDrlWithTheirMetadata() throws IOException {
        assertThat(rules(buildTimeModel())).isEqualTo(rules(CompiledRules.bundled()));
    }

    @Test
    void buildTimeModelAdvisesAsTheListedDrlCompiledAtRunTime() throws IOException {
        Object[] facts = facts(desktop(), desktopEnclosureAt480());

        List<Finding> fromModel = fire(buildTimeModel(), facts);

        assertThat(fromModel).extracting(Finding::rule).contains("USB2_FALLBACK");
        assertThat(fromModel).containsExactlyInAnyOrderElementsOf(fire(CompiledRules.bundled(), facts));
    }

    private static KieBase buildTimeModel() throws IOException {
        List<Model> models = new ArrayList<>();
        for (String className : modelClassNames()) {
            try {
                models.add((Model) Class.forName(className).getDeclaredConstructor().newInstance());
            } catch (ReflectiveOperationException e) {
                throw new AssertionError("model class " + className + " listed in " + INDEX + " does not load", e);
            }
        }
        return KieBaseBuilder.createKieBaseFromModel(models, RuleBaseFactory.newKnowledgeBaseConfiguration());
    }

    private static List<String> modelClassNames() throws IOException {
        try (InputStream in = RuleBaseModelTest.class.getClassLoader().getResourceAsStream(INDEX)) {
            assertThat(in).as("%s on the test classpath (target/drools-model/classes)", INDEX).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip).filter(l -> !l.isEmpty() && !l.contains(":")).toList();
        }
    }

    /** Package and name of every rule with its metadata, quotes dropped (the two compile paths differ there). */
    private static Map<String, Map<String, String>> rules(KieBase base) {
        Map<String, Map<String, String>> rules = new TreeMap<>();
        for (var pkg : base.getKiePackages()) {
            for (Rule rule : pkg.getRules()) {
                Map<String, String> metadata = new TreeMap<>();
                rule.getMetaData().forEach((k, v) -> metadata.put(k, String.valueOf(v).replace("\"", "")));
                rules.put(pkg.getName() + ": " + rule.getName(), metadata);
            }
        }
        return rules;
    }

    private static List<Finding> fire(KieBase base, Object... facts) {
        KieSession session = base.newKieSession();
        try {
            for (Object fact : facts) session.insert(fact);
            session.fireAllRules();
            return CompiledRules.findings(session);
        } finally {
            session.dispose();
        }
    }

    private static Object[] facts(List<Object> host, Object... more) {
        List<Object> all = new ArrayList<>(host);
        all.addAll(List.of(more));
        return all.toArray();
    }
}
