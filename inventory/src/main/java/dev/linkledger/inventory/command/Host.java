package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.BlockDeviceAttachedEvent;
import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.Usb4LinkSeenEvent;
import dev.linkledger.inventory.api.Usb4RouterGoneEvent;
import dev.linkledger.inventory.api.ControllerSeenEvent;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.DeviceDriversChangedEvent;
import dev.linkledger.inventory.api.DeviceLocatedEvent;
import dev.linkledger.inventory.api.HostEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.ObservationOutcome;
import dev.linkledger.inventory.api.LabelPortCommand;
import dev.linkledger.inventory.api.KernelLogLineRecordedEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.PortLabelledEvent;
import dev.linkledger.inventory.api.PortSeenEvent;
import dev.linkledger.inventory.api.RecordPortCapabilityCommand;
import dev.linkledger.inventory.api.TypecCableSeenEvent;
import dev.linkledger.inventory.api.RecordObservationCommand;
import dev.linkledger.probe.observation.Observation;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
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
 * "Newest applied" is the newest {@code observedAt} among the host's events: an observation that
 * changed nothing leaves no trace, so it does not move that mark.
 * <p>
 * Its state is snapshotted as JSON every so many events (AggregateCatalog#snapshotted); a change
 * to the shape of that state bumps {@code @Revision}, and snapshots of another revision are
 * ignored (the host is sourced from its events and snapshotted anew).
 */
// 2: KnownTopology keeps unplaced devices.
@Revision("2")
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
public class Host {
    @AggregateIdentifier
    private String hostId;
    private Instant newestObservedAt;
    @JsonMerge
    private final KnownTopology topology = new KnownTopology();
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
        return new ObservationOutcome(events.size(), false);
    }

    @CommandHandler
    public boolean handle(LabelPortCommand command) {
        List<String> connector = PortLabels.connectorOf(topology, command.portId());
        List<String> labels = PortLabels.validated(command.labels());
        if (labels.equals(topology.labels.get(connector.get(0)))) return false;
        AggregateLifecycle.apply(new PortLabelledEvent(hostId, connector, labels));
        return true;
    }

    @CommandHandler
    public boolean handle(RecordPortCapabilityCommand command) {
        if (topology.judgedLinks.contains(command.judgementKey())) return false;
        AggregateLifecycle.apply(new PortCapabilityMeasuredEvent(hostId, command.portIds(), command.limitMbps(),
                command.cableId(), command.evidence(), command.judgedAfter()));
        return true;
    }

    @EventSourcingHandler
    void on(HostRegisteredEvent e) {
        hostId = e.hostId();
        observedAt(e);
    }

    @EventSourcingHandler
    void on(ControllerSeenEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(BusSeenEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(PortSeenEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(DeviceConnectedEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(DeviceLocatedEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(DeviceDisconnectedEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(LinkSpeedChangedEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(DeviceCapabilityLearnedEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(DeviceDriversChangedEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(TypecCableSeenEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(Usb4LinkSeenEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(Usb4RouterGoneEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(BlockDeviceAttachedEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(KernelLogLineRecordedEvent e) {
        topology.apply(e);
        observedAt(e);
    }

    @EventSourcingHandler
    void on(PortLabelledEvent e) {
        topology.apply(e);
    }

    @EventSourcingHandler
    void on(PortCapabilityMeasuredEvent e) {
        topology.apply(e);
    }

    /** The content of an observation that changed nothing, and the host's version when it came. */
    private record UnchangedContent(Long version, ObservationContent content) {
        boolean at(Long now, ObservationContent seen) {
            return java.util.Objects.equals(version, now) && content.equals(seen);
        }
    }

    private void observedAt(HostEvent e) {
        if (newestObservedAt == null || e.observedAt().isAfter(newestObservedAt)) newestObservedAt = e.observedAt();
    }
}
