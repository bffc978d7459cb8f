package dev.linkledger.advisor.plan;

import dev.linkledger.inventory.api.HostId;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.rest.CommandSender;
import dev.linkledger.inventory.rest.ProblemException;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.plan.ItemVerdict;
import dev.linkledger.rules.plan.PlanChecker;
import dev.linkledger.rules.plan.PlannedItem;
import dev.linkledger.rules.plan.PortOption;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Checks purchase plans against a host and keeps each as a {@link PlanCheckedEvent}. */
@ApplicationScoped
public class PurchasePlans {
    @Inject
    TopologyQueries topology;
    @Inject
    HostPorts hostPorts;
    @Inject
    CommandSender commands;
    @Inject
    AxonRuntime axon;

    /** Against the host's views as committed (a host a replay has not rebuilt yet is not found: retry). */
    public PlanVerdict check(PlanRequest request) {
        if (request == null) throw ProblemException.badRequest(null, "a JSON plan {hostId, items} is required");
        if (request.hostId() == null) throw ProblemException.badRequest("hostId", "the host to check the plan against is required");
        String problem = HostId.problem(request.hostId());
        if (problem != null) throw ProblemException.badRequest("hostId", problem);
        if (topology.host(request.hostId()).isEmpty()) throw ProblemException.notFound("no host '" + request.hostId() + "'");
        List<PortOption> ports = hostPorts.of(request.hostId(), Set.of());
        List<PlannedItem> items = PlanItems.of(request.items(), ports);
        List<ItemVerdict> verdicts = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) verdicts.add(PlanChecker.check(i, items.get(i), ports));
        List<Finding> all = verdicts.stream().flatMap(v -> v.findings().stream()).toList();
        String id = UUID.randomUUID().toString();
        PlanVerdict verdict = new PlanVerdict(id, request.hostId(), Instant.now(), List.copyOf(verdicts), all);
        commands.byPerson(id, new CheckPlanCommand(id, request, verdict));
        return verdict;
    }

    /** The plan as it was checked, read back from its event. */
    public Optional<PlanVerdict> find(String planId) {
        return axon.eventStore().readEvents(planId).asStream()
                .map(m -> m.getPayload()).filter(PlanCheckedEvent.class::isInstance).map(PlanCheckedEvent.class::cast)
                .map(PlanCheckedEvent::verdict).findFirst();
    }
}
