package dev.linkledger.advisor.engine;

import dev.linkledger.rules.RuleBase;
import dev.linkledger.rules.finding.Finding;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import org.drools.model.codegen.ExecutableModelProject;
import org.jboss.logging.Logger;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;
import org.kie.api.builder.Message;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.QueryResultsRow;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;

/**
 * The Drools rule base, compiled once at startup from the DRL the rules module lists (the
 * executable model: Drools 10's engine without the MVEL compiler). A broken DRL stops the
 * service from starting rather than silently advising nothing.
 */
@Singleton
public class RuleEngine {
    private static final Logger LOG = Logger.getLogger(RuleEngine.class);

    private volatile KieBase kieBase;

    void compileAtStartup(@Observes StartupEvent event) {
        kieBase();
    }

    /** The advising rules by their stable id: name, severity and description from the DRL metadata. */
    public Map<String, RuleInfo> rules() {
        Map<String, RuleInfo> rules = new TreeMap<>();
        for (KiePackage pkg : kieBase().getKiePackages()) {
            for (Rule rule : pkg.getRules()) {
                Object id = rule.getMetaData().get("id");
                if (id == null) continue;
                rules.put(unquote(id), new RuleInfo(unquote(id), rule.getName(),
                        unquote(rule.getMetaData().get("severity")), unquote(rule.getMetaData().get("description"))));
            }
        }
        return rules;
    }

    /** Drools 10 keeps the quotes of string metadata values. */
    private static String unquote(Object value) {
        if (value == null) return null;
        String s = value.toString();
        return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
    }

    public List<Finding> evaluate(Collection<?> facts) {
        KieSession session = kieBase().newKieSession();
        try {
            facts.forEach(session::insert);
            session.fireAllRules();
            List<Finding> findings = new ArrayList<>();
            for (QueryResultsRow row : session.getQueryResults(RuleBase.FINDINGS_QUERY)) {
                findings.add((Finding) row.get(RuleBase.FINDING_BINDING));
            }
            return findings;
        } finally {
            session.dispose();
        }
    }

    private KieBase kieBase() {
        KieBase base = kieBase;
        if (base == null) {
            synchronized (this) {
                if (kieBase == null) kieBase = compile();
                base = kieBase;
            }
        }
        return base;
    }

    private static KieBase compile() {
        long start = System.nanoTime();
        KieServices services = KieServices.Factory.get();
        KieFileSystem files = services.newKieFileSystem();
        RuleBase.drlSources().forEach((resource, drl) -> files.write("src/main/resources/" + resource, drl));
        KieBuilder builder = services.newKieBuilder(files).buildAll(ExecutableModelProject.class);
        if (builder.getResults().hasMessages(Message.Level.ERROR)) {
            throw new IllegalStateException("the rule base does not compile: " + builder.getResults());
        }
        KieBase base = services.newKieContainer(builder.getKieModule().getReleaseId(), RuleBase.class.getClassLoader())
                .getKieBase();
        LOG.infof("Rule base compiled in %d ms (%d DRL files)", (System.nanoTime() - start) / 1_000_000,
                RuleBase.drlResources().size());
        return base;
    }
}
