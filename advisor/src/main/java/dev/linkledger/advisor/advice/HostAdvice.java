package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.FindingView;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * The findings open on one host. Each evaluation's result is diffed against them: a condition
 * that appears is issued (with a fresh finding id, so a condition that returns later is a new
 * finding with its own history), one that disappears is resolved by the triggering event, and one
 * whose conclusion changed (severity, confidence, title, action, ceilings) is resolved and issued
 * anew: an evaluation may run on part of an import's events (a device before the root hub that
 * decides its severity), and the first answer must not stick once the whole evidence says more.
 */
public class HostAdvice {
    @AggregateIdentifier
    private String adviceId;
    /** Condition key (host|rule|subject) to the id of its open finding. */
    private final Map<String, String> open = new HashMap<>();
    /** Condition key to what its open finding concluded; absent for findings of a snapshot older than this map. */
    private final Map<String, String> conclusions = new HashMap<>();

    protected HostAdvice() {
    }

    public static String idFor(String hostId) {
        return "advice:" + hostId;
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public int handle(RecordAdviceCommand command) {
        Map<String, FindingView> current = new LinkedHashMap<>();
        command.current().forEach(f -> current.putIfAbsent(f.key(), f));
        int changes = 0;
        for (Map.Entry<String, String> entry : Map.copyOf(open).entrySet()) {
            if (!current.containsKey(entry.getKey())) {
                AggregateLifecycle.apply(new FindingResolvedEvent(command.hostId(), entry.getValue(), entry.getKey(),
                        command.triggerEventId(), command.triggerEventType()));
                changes++;
            }
        }
        for (FindingView finding : current.values()) {
            String concluded = conclusions.get(finding.key());
            if (open.containsKey(finding.key()) && concluded != null && !concluded.equals(conclusion(finding))) {
                AggregateLifecycle.apply(new FindingResolvedEvent(command.hostId(), open.get(finding.key()), finding.key(),
                        command.triggerEventId(), command.triggerEventType()));
                changes++;
            }
            if (!open.containsKey(finding.key())) {
                AggregateLifecycle.apply(new FindingIssuedEvent(command.hostId(), UUID.randomUUID().toString(),
                        finding.key(), finding, command.triggerEventId(), command.triggerEventType()));
                changes++;
            }
        }
        return changes;
    }

    @EventSourcingHandler
    void on(FindingIssuedEvent e) {
        adviceId = idFor(e.hostId());
        open.put(e.conditionKey(), e.findingId());
        if (e.finding() != null) conclusions.put(e.conditionKey(), conclusion(e.finding()));
    }

    /** What a finding says a person should know and do; its evidence and wording of facts may grow without changing it. */
    private static String conclusion(FindingView f) {
        return String.join("|", String.valueOf(f.severity()), String.valueOf(f.confidence()), String.valueOf(f.title()),
                String.valueOf(f.action()), String.valueOf(f.ceilingNowMBps()), String.valueOf(f.ceilingPossibleMBps()));
    }

    @EventSourcingHandler
    void on(FindingResolvedEvent e) {
        adviceId = idFor(e.hostId());
        open.remove(e.conditionKey());
        conclusions.remove(e.conditionKey());
    }
}
