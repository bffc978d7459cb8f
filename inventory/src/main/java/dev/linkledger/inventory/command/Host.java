package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.api.LabelPortCommand;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.api.RecordPortCapabilityCommand;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationDigest;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.eventhandling.Timestamp;
import org.axonframework.messaging.annotation.MessageIdentifier;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonMerge;
import org.axonframework.serialization.Revision;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One host's USB topology, as its observations established it. An observation is validated,
 * ignored when older than the newest one applied, and otherwise recorded as the events that
 * differ from what is known: the same observation twice appends nothing.
 * <p>
 * "Newest applied" is the newest {@code observedAt} among the host's events ({@link HostTopology#lastObservedAt()}): an observation that
 * changed nothing leaves no trace, so it does not move that mark.
 * <p>
 * Its state is snapshotted as JSON every so many events (AggregateCatalog#snapshotted); a change
 * to the shape of that state bumps {@code @Revision}, and snapshots of another revision are
 * ignored (the host is sourced from its events and snapshotted anew).
 */
// 2: KnownTopology keeps unplaced devices. 3: HostTopology, the one fold, with the events behind each entry.
@Revision("3")
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
public class Host {
    @AggregateIdentifier
    private String hostId;
    @JsonMerge
    private final HostTopology topology = new HostTopology();
    /**
     * A probe re-scans every few seconds and mostly sends what it sent before. Validating and
     * diffing 200 devices again was half of such a request's CPU (BENCHMARKS.md, "Unchanged
     * re-scans"); comparing the content with the last one that changed nothing is a fraction of
     * it. Held in memory only, not state: a snapshot or a re-sourced host starts without it, and
     * it counts only at the version it was seen at, so any event since (another observation, a
     * label, a measured port) sends the next observation down the whole path again.
     */
    @JsonIgnore
    private transient UnchangedContent unchanged;

    protected Host() {
        // Axon creates the aggregate, then sources or registers it.
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public ObservationOutcome handle(RecordObservationCommand command) {
        Long version = AggregateLifecycle.getVersion();
        if (command.storedThrough() != null && (version == null || version < command.storedThrough()))
            throw new StaleCopyException(command.hostId(), version, command.storedThrough());
        ObservationContent content = command.observation() == null ? null
                : ObservationContent.of(command.hostId(), command.observation());
        boolean seenBefore = unchanged != null && unchanged.at(version, content);
        Observation observation = seenBefore ? ObservationValidator.revalidated(command.hostId(), command.observation())
                : ObservationValidator.validated(command.hostId(), command.observation());
        Instant newestObservedAt = topology.lastObservedAt();
        if (newestObservedAt != null && observation.observedAt().isBefore(newestObservedAt))
            return ObservationOutcome.ignoredAsStale();
        if (seenBefore) return new ObservationOutcome(0, false);
        List<HostEvent> events = new ArrayList<>();
        if (hostId == null)
            events.add(new HostRegisteredEvent(observation.hostId(), observation.observationId(),
                    observation.observedAt(), observation.hostId()));
        events.addAll(ObservationDiff.between(topology, observation));
        unchanged = events.isEmpty() ? new UnchangedContent(version, content) : null;
        events.forEach(AggregateLifecycle::apply);
        // The views record the content the host now holds: a re-scan of it is answered from there (If-None-Match).
        if (!events.isEmpty() && CurrentUnitOfWork.isStarted())
            HostWrite.in(CurrentUnitOfWork.get().root(), hostId, topology).observed(ObservationDigest.of(observation));
        return new ObservationOutcome(events.size(), false);
    }

    @CommandHandler
    public boolean handle(LabelPortCommand command) {
        List<String> connector = PortLabels.connectorOf(topology, command.portId());
        List<String> labels = PortLabels.validated(command.labels());
        if (labels.equals(topology.labels().get(connector.get(0)))) return false;
        AggregateLifecycle.apply(new PortLabelledEvent(hostId, connector, labels));
        return true;
    }

    @CommandHandler
    public boolean handle(RecordPortCapabilityCommand command) {
        if (topology.judgedLinks().contains(command.judgementKey())) return false;
        AggregateLifecycle.apply(new PortCapabilityMeasuredEvent(hostId, command.portIds(), command.limitMbps(),
                command.cableId(), command.evidence(), command.judgedAfter()));
        return true;
    }

    /**
     * Every event of the host goes through the one fold ({@link HostTopology}). Applied live (from a
     * command handler, not while sourcing), the rows it changed are recorded for the views written in
     * the same unit of work ({@link HostWrite}).
     */
    @EventSourcingHandler
    void on(Object event, @MessageIdentifier String eventId, @Timestamp Instant at) {
        if (event instanceof HostRegisteredEvent e) hostId = e.hostId();
        HostWrite write = live() && CurrentUnitOfWork.isStarted()
                ? HostWrite.in(CurrentUnitOfWork.get().root(), hostId, topology) : null;
        topology.recordInto(write == null ? null : write.changes());
        try {
            topology.apply(event, HostTopology.Stamp.of(eventId, event, at));
        } finally {
            topology.recordInto(null);
        }
        if (write != null) write.applied(eventId);
    }

    /** Applying a command's events, not sourcing: outside any aggregate's lifecycle (an event replayed onto a bare instance) it is not. */
    private static boolean live() {
        try {
            return AggregateLifecycle.isLive();
        } catch (IllegalStateException noLifecycle) {
            return false;
        }
    }

    /** The content of an observation that changed nothing, and the host's version when it came. */
    private record UnchangedContent(Long version, ObservationContent content) {
        boolean at(Long now, ObservationContent seen) {
            return java.util.Objects.equals(version, now) && content.equals(seen);
        }
    }

}
