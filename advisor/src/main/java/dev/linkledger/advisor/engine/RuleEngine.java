package dev.linkledger.advisor.engine;

import dev.linkledger.rules.RuleBase;
import dev.linkledger.rules.finding.Finding;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.kie.api.definition.KiePackage;
import org.kie.api.definition.rule.Rule;

/**
 * The Drools rule base, loaded once at start-up from the executable model the rules module's
 * build generated from the DRL that {@link RuleBase} lists ({@link BuildTimeModel}): nothing is
 * compiled here. A rule base that does not load stops the service from starting rather than
 * silently advising nothing.
 * <p>The load begins on a thread of its own as the start-up begins, beside Axon's start and the
 * hosts' warming, and the start-up's end waits for it: Quarkus answers HTTP while its start-up
 * observers still run, and a command answered then (its evaluation needs the rules) used to wait
 * for a load that had not begun before every earlier observer was done. Readiness says whether it
 * is loaded ({@link RulesReadiness}).
 */
@Singleton
public class RuleEngine {
    private static final Logger LOG = Logger.getLogger(RuleEngine.class);

    private final CompletableFuture<KieBase> kieBase = new CompletableFuture<>();
    private final AtomicBoolean loading = new AtomicBoolean();

    /** First of the start-up observers: the load runs beside the others. */
    void beginLoading(@Observes @Priority(1) StartupEvent event) {
        if (!loading.compareAndSet(false, true)) return;
        Thread t = new Thread(this::loadNow, "rules-load");
        t.setDaemon(true);
        t.start();
    }

    /** The start-up is not over (nor the service started) until the rules are loaded: a failure to load stops it. */
    void loadAtStartup(@Observes StartupEvent event) {
        kieBase();
    }

    /** Whether the rule base is loaded (readiness). */
    public boolean loaded() {
        return kieBase.isDone() && !kieBase.isCompletedExceptionally();
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
        // Used before any start-up event (a test's engine): loaded on the caller's thread.
        if (loading.compareAndSet(false, true)) loadNow();
        try {
            return kieBase.join();
        } catch (java.util.concurrent.CompletionException e) {
            throw new IllegalStateException("the rule base did not load", e.getCause());
        }
    }

    private void loadNow() {
        try {
            kieBase.complete(load());
        } catch (Throwable e) {
            kieBase.completeExceptionally(e);
        }
    }

    private static KieBase load() {
        long start = System.nanoTime();
        KieBase base = BuildTimeModel.load(RuleBase.class.getClassLoader());
        LOG.infof("Rule base loaded in %d ms (executable model of %d DRL files, built with the rules module)",
                (System.nanoTime() - start) / 1_000_000, RuleBase.drlResources().size());
        return base;
    }
}
