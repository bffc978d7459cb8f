package dev.linkledger.inventory.command;

import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.inventory.api.CableAttachedEvent;
import dev.linkledger.inventory.api.CableCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.CableDetachedEvent;
import dev.linkledger.inventory.api.DeclareCableIdentityCommand;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.LinkEvidence;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.PortCapabilityMeasuredEvent;
import dev.linkledger.inventory.api.RecordCableMeasurementCommand;
import dev.linkledger.inventory.api.RecordPortCapabilityCommand;
import dev.linkledger.inventory.api.TypecCableSeenEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.EventSources;
import dev.linkledger.inventory.axon.ProjectionHandler;
import dev.linkledger.inventory.query.DeviceEntity;
import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.UsbSpeed;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.messaging.annotation.MessageIdentifier;


/**
 * Judges every link that comes up through a connector with a cable attached (no hub between)
 * and records the verdict on the cable, or on the connector when the cable was proven faster.
 * Keeps its own view of attachments and proven speeds, fed by the same ordered event stream, so
 * each link is judged against what was known at that point of the history, also on a replay; a
 * replayed link sends the same commands again and the aggregates, keyed by the link event, append
 * nothing.
 */
@Singleton
@ProcessingGroup(LinkVerdicts.GROUP)
public class LinkVerdicts implements ProjectionHandler {
    public static final String GROUP = "link-verdicts";

    @Inject
    Provider<AxonRuntime> axon;

    @EventHandler
    void on(CableAttachedEvent e) {
        WatchedCableEntity c = watched(e.cableId());
        c.hostId = e.connector().hostId();
        c.portIds = String.join(",", e.connector().portIds());
        c.rootHubMbps = e.connector().rootHubMbps();
    }

    @EventHandler
    void on(CableDetachedEvent e) {
        WatchedCableEntity c = watched(e.cableId());
        c.hostId = null;
        c.portIds = null;
        c.rootHubMbps = null;
    }

    @EventHandler
    void on(CableCapabilityMeasuredEvent e) {
        WatchedCableEntity c = watched(e.cableId());
        c.provenMbps = c.provenMbps == null ? e.mbps() : Math.max(c.provenMbps, e.mbps());
    }

    @EventHandler
    void on(PortCapabilityMeasuredEvent e) {
        for (String portId : e.portIds()) {
            WatchedPortLimitEntity limit = WatchedPortLimitEntity.findById(new WatchedPortLimitEntity.Key(e.hostId(), portId));
            if (limit == null) {
                limit = new WatchedPortLimitEntity();
                limit.hostId = e.hostId();
                limit.portId = portId;
                limit.limitMbps = e.limitMbps();
                limit.persist();
            } else {
                limit.limitMbps = Math.min(limit.limitMbps, e.limitMbps());
            }
        }
    }

    @EventHandler
    void on(DeviceConnectedEvent e, @MessageIdentifier String eventId) {
        ObservedDevice d = e.device();
        if (d.parentPath() == null || !d.parentPath().startsWith("usb")) return;
        Capability capability = d.capability();
        judge(e.hostId(), d.path(), d.portId(), d.speedMbps(), capability, eventId, eventId, "DeviceConnectedEvent");
    }

    @EventHandler
    void on(LinkSpeedChangedEvent e, @MessageIdentifier String eventId) {
        PortPath path = PortPath.problem(e.path()) == null ? PortPath.parse(e.path()) : null;
        if (path == null || !path.onRootPort()) return;
        DeviceEntity d = DeviceEntity.findById(new DeviceEntity.Key(e.hostId(), e.path()));
        Capability capability = d == null ? null : new Capability(d.capabilityMbps, d.capabilityLanes, d.capabilitySource);
        String capabilityEvent = d == null || d.capabilitySet == null ? null : d.capabilitySet.id;
        judge(e.hostId(), e.path(), path.portId(), e.toSpeed(), capability,
                capabilityEvent, eventId, "LinkSpeedChangedEvent");
    }

    @EventHandler
    void on(TypecCableSeenEvent e, @MessageIdentifier String eventId) {
        for (String portId : e.usbPorts()) {
            WatchedCableEntity cable = WatchedCableEntity.on(e.hostId(), portId);
            if (cable == null) continue;
            send(new DeclareCableIdentityCommand(cable.cableId, e.hostId(), e.typecPort(), e.cable(), eventId));
            return;
        }
    }

    @ResetHandler
    void reset() {
        WatchedCableEntity.deleteAll();
        WatchedPortLimitEntity.deleteAll();
    }

    private void judge(String hostId, String path, String portId, UsbSpeed speed, Capability capability,
                       String capabilityEventId, String linkEventId, String linkEventType) {
        if (speed == null || !speed.known() || speed.mbps() < 480 || portId == null) return;
        WatchedCableEntity cable = WatchedCableEntity.on(hostId, portId);
        if (cable == null) return;
        int negotiated = (int) speed.mbps();
        Integer deviceMbps = capability == null ? null : capability.maxSpeedMbps();
        Integer portLimit = portLimit(hostId, cable);
        LinkJudgement judgement = LinkJudgement.of(negotiated, deviceMbps, cable.rootHubMbps, portLimit, cable.provenMbps);
        LinkEvidence evidence = new LinkEvidence(hostId, path, portId, linkEventId, linkEventType, negotiated, deviceMbps,
                capability == null ? null : capability.source(), capabilityEventId, cable.rootHubMbps, portLimit,
                cable.provenMbps, judgement.bothEndsMbps());
        if (judgement.capsPort())
            send(new RecordPortCapabilityCommand(hostId, cable.ports(), judgement.portLimitMbps(), cable.cableId, evidence));
        send(new RecordCableMeasurementCommand(cable.cableId, judgement.cableVerdict(), negotiated, evidence));
    }

    private static Integer portLimit(String hostId, WatchedCableEntity cable) {
        Integer least = null;
        for (String portId : cable.ports()) {
            WatchedPortLimitEntity limit = WatchedPortLimitEntity.findById(new WatchedPortLimitEntity.Key(hostId, portId));
            if (limit != null && (least == null || limit.limitMbps < least)) least = limit.limitMbps;
        }
        return least;
    }

    private static WatchedCableEntity watched(String cableId) {
        WatchedCableEntity c = WatchedCableEntity.findById(cableId);
        if (c == null) {
            c = new WatchedCableEntity();
            c.cableId = cableId;
            c.persist();
        }
        return c;
    }

    private void send(Object command) {
        axon.get().commandGateway().sendAndWait(
                GenericCommandMessage.asCommandMessage(command).andMetaData(EventSources.of(EventSources.DERIVED)));
    }
}
