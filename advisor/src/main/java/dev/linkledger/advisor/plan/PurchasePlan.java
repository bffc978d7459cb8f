package dev.linkledger.advisor.plan;

import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;

/** A purchase plan: checked once, kept as the record of what was advised and why. */
public class PurchasePlan {
    @AggregateIdentifier
    private String planId;

    protected PurchasePlan() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.ALWAYS)
    public void handle(CheckPlanCommand command) {
        AggregateLifecycle.apply(new PlanCheckedEvent(command.planId(), command.request(), command.verdict()));
    }

    @EventSourcingHandler
    void on(PlanCheckedEvent e) {
        planId = e.planId();
    }
}
