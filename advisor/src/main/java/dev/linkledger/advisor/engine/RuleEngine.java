package dev.linkledger.advisor.engine;

import dev.linkledger.rules.RuleBase;
import dev.linkledger.rules.finding.Finding;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import org.jboss.logging.Logger;
import org.kie.api.KieBase;
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
 * The Drools rule base, loaded once at start-up from the executable model the rules module's
 * build generated from the DRL that {@link RuleBase} lists ({@link BuildTimeModel}): nothing is
 * compiled here. A rule base that does not load stops the service from starting rather than
 * silently advising nothing.
 */
@Singleton
public class RuleEngine {
    private static final Logger LOG = Logger.getLogger(RuleEngine.class);

    private volatile KieBase kieBase;

    void loadAtStartup(@Observes StartupEvent event) {
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

    /** Drools keeps the quotes of string metadata values where the DRL is compiled at run time (rules' tests). */
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
                if (kieBase == null) kieBase = load();
                base = kieBase;
            }
        }
        return base;
    }

    private static KieBase load() {
        long start = System.nanoTime();
        KieBase base = BuildTimeModel.load(RuleBase.class.getClassLoader());
        LOG.infof("Rule base loaded in %d ms (executable model of %d DRL files, built with the rules module)",
                (System.nanoTime() - start) / 1_000_000, RuleBase.drlResources().size());
        return base;
    }
}
