package dev.linkledger.rules;

import dev.linkledger.rules.finding.Finding;
import org.drools.model.codegen.ExecutableModelProject;
import org.kie.api.KieBase;
import org.kie.api.KieServices;
import org.kie.api.builder.KieBuilder;
import org.kie.api.builder.KieFileSystem;
import org.kie.api.builder.Message;
import org.kie.api.runtime.KieSession;
import org.kie.api.runtime.rule.QueryResultsRow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Compiles DRL the way the advisor should (executable model) and fails on any DRL error. */
public final class CompiledRules {
    private static volatile KieBase bundled;

    private CompiledRules() {
    }

    public static KieBase bundled() {
        if (bundled == null) bundled = compile(RuleBase.drlSources());
        return bundled;
    }

    /** @throws IllegalStateException listing every error message when any DRL does not compile */
    public static KieBase compile(Map<String, String> drlByResource) {
        KieServices ks = KieServices.Factory.get();
        KieFileSystem kfs = ks.newKieFileSystem();
        drlByResource.forEach((resource, drl) -> kfs.write("src/main/resources/" + resource, drl));
        KieBuilder builder = ks.newKieBuilder(kfs).buildAll(ExecutableModelProject.class);
        List<Message> errors = builder.getResults().getMessages(Message.Level.ERROR);
        if (!errors.isEmpty())
            throw new IllegalStateException("DRL errors:\n" + errors.stream().map(Message::toString)
                    .collect(Collectors.joining("\n")));
        return ks.newKieContainer(builder.getKieModule().getReleaseId(), RuleBase.class.getClassLoader()).getKieBase();
    }

    /** Inserts the facts into a fresh session, fires, and returns the findings. */
    public static List<Finding> fire(Object... facts) {
        KieSession session = bundled().newKieSession();
        try {
            for (Object fact : facts) session.insert(fact);
            session.fireAllRules();
            return findings(session);
        } finally {
            session.dispose();
        }
    }

    public static List<Finding> findings(KieSession session) {
        List<Finding> findings = new ArrayList<>();
        for (QueryResultsRow row : session.getQueryResults(RuleBase.FINDINGS_QUERY))
            findings.add((Finding) row.get(RuleBase.FINDING_BINDING));
        return findings;
    }
}
