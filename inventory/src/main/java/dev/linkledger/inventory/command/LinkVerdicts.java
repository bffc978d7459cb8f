package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CableAttachedEvent;
import dev.linkledger.inventory.api.CableDetachedEvent;
import dev.linkledger.inventory.api.CableVerdict;
import dev.linkledger.inventory.api.DeclareCableIdentityCommand;
import dev.linkledger.inventory.api.DeviceCapabilityLearnedEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.LinkEvidence;
import dev.linkledger.inventory.api.LinkSpeedChangedEvent;
import dev.linkledger.inventory.api.RecordCableMeasurementCommand;
import dev.linkledger.inventory.api.RecordCableVerdictCommand;
import dev.linkledger.inventory.api.RecordPortCapabilityCommand;
import dev.linkledger.inventory.api.TypecCableSeenEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.EventSources;
import dev.linkledger.inventory.axon.ProjectionHandler;
import dev.linkledger.inventory.command.LinkTest.ConnectorKey;
import dev.linkledger.inventory.command.TestVerdicts.CableStanding;
import dev.linkledger.inventory.command.TestVerdicts.ConnectorStanding;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.UsbSpeed;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.inject.Singleton;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.messaging.annotation.MessageIdentifier;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Records every link through an attached cable (no hub between) as a test of the cable and its
 * connector: a link that comes up while the cable is attached, and the live link on a connector
 * when the cable is attached to it. After each new test it recomputes every verdict from all
 * recorded tests ({@link TestVerdicts}) and records the verdicts that changed: on the cable
 * ({@code CableVerdictReachedEvent}) and on the connector ({@code PortCapabilityMeasuredEvent}).
 * So a verdict depends on the set of tests, not on the order they came in. Its own tables are fed
 * by the same ordered stream, so a replay sends the same commands again, keyed by the test they
 * follow, and the aggregates append nothing.
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
        for (LiveLinkEntity link : LiveLinkEntity.on(c.hostId, c.ports())) test(link, c);
    }

    @EventHandler
    void on(CableDetachedEvent e) {
        WatchedCableEntity c = watched(e.cableId());
        c.hostId = null;
        c.portIds = null;
        c.rootHubMbps = null;
    }

    @EventHandler
    void on(DeviceConnectedEvent e, @MessageIdentifier String eventId) {
        ObservedDevice d = e.device();
        if (d.parentPath() == null || !d.parentPath().startsWith("usb") || d.portId() == null) return;
        LiveLinkEntity link = live(e.hostId(), d.path());
        link.portId = d.portId();
        link.eventId = eventId;
        link.eventType = "DeviceConnectedEvent";
        link.speedMbps = mbps(d.speedMbps());
        link.capabilityMbps = d.capability() == null ? null : d.capability().maxSpeedMbps();
        link.capabilitySource = d.capability() == null || d.capability().source() == null ? null : d.capability().source().name();
        link.capabilityEvent = link.capabilityMbps == null ? null : eventId;
        cableOn(link).ifPresent(c -> test(link, c));
    }

    @EventHandler
    void on(LinkSpeedChangedEvent e, @MessageIdentifier String eventId) {
        LiveLinkEntity link = LiveLinkEntity.findById(new LiveLinkEntity.Key(e.hostId(), e.path()));
        if (link == null) return;
        link.eventId = eventId;
        link.eventType = "LinkSpeedChangedEvent";
        link.speedMbps = mbps(e.toSpeed());
        cableOn(link).ifPresent(c -> test(link, c));
    }

    /** Learnt later, a capability judges the next link; a recorded test keeps what it was judged on. */
    @EventHandler
    void on(DeviceCapabilityLearnedEvent e, @MessageIdentifier String eventId) {
        LiveLinkEntity link = LiveLinkEntity.findById(new LiveLinkEntity.Key(e.hostId(), e.path()));
        if (link == null || e.capability() == null) return;
        link.capabilityMbps = e.capability().maxSpeedMbps();
        link.capabilitySource = e.capability().source() == null ? null : e.capability().source().name();
        link.capabilityEvent = eventId;
    }

    @EventHandler
    void on(DeviceDisconnectedEvent e) {
        LiveLinkEntity.deleteById(new LiveLinkEntity.Key(e.hostId(), e.path()));
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
        WatchedConnectorEntity.deleteAll();
        RecordedTestEntity.deleteAll();
        LiveLinkEntity.deleteAll();
    }

    private static LiveLinkEntity live(String hostId, String path) {
        LiveLinkEntity link = LiveLinkEntity.findById(new LiveLinkEntity.Key(hostId, path));
        if (link == null) {
            link = new LiveLinkEntity();
            link.hostId = hostId;
            link.path = path;
            link.persist();
        }
        return link;
    }

    private static java.util.Optional<WatchedCableEntity> cableOn(LiveLinkEntity link) {
        return java.util.Optional.ofNullable(WatchedCableEntity.on(link.hostId, link.portId));
    }

    /** Records the link as a test of the cable (once per link event) and re-judges everything after it. */
    private void test(LiveLinkEntity link, WatchedCableEntity cable) {
        if (link.speedMbps == null || link.speedMbps < 480) return;
        if (RecordedTestEntity.findById(new RecordedTestEntity.Key(cable.cableId, link.eventId)) != null) return;
        int negotiated = link.speedMbps;
        Integer bothEnds = link.capabilityMbps == null ? null
                : cable.rootHubMbps == null ? link.capabilityMbps : Math.min(link.capabilityMbps, cable.rootHubMbps);
        TestVerdicts before = TestVerdicts.of(recorded());
        CableStanding cableBefore = before.cables().get(cable.cableId);
        ConnectorStanding connectorBefore = before.connectors().get(new ConnectorKey(link.hostId, cable.ports()));
        LinkEvidence evidence = new LinkEvidence(link.hostId, link.path, link.portId, link.eventId, link.eventType,
                negotiated, link.capabilityMbps, link.capabilitySource == null ? null : CapabilitySource.fromWire(link.capabilitySource),
                link.capabilityEvent, cable.rootHubMbps, connectorBefore == null ? null : connectorBefore.limitMbps(),
                cableBefore == null ? null : cableBefore.provenMbps(), bothEnds);
        LinkTest test = new LinkTest(cable.cableId, link.hostId, cable.ports(), link.eventId, negotiated, bothEnds, evidence);
        RecordedTestEntity.of(test).persist();
        send(new RecordCableMeasurementCommand(cable.cableId,
                test.belowBothEnds() ? CableVerdict.LIMITED_TO : CableVerdict.CARRIES_AT_LEAST, negotiated, evidence));
        rejudge(test);
    }

    /** Recomputes every verdict from all recorded tests and records those that differ from the last recorded ones. */
    private void rejudge(LinkTest after) {
        TestVerdicts verdicts = TestVerdicts.of(recorded());
        verdicts.cables().forEach((cableId, standing) -> {
            WatchedCableEntity c = watched(cableId);
            String fingerprint = Verdicts.fingerprint(standing);
            // The tested cable always gets its verdict after its own test: a reader waiting for it knows when it is in.
            if (fingerprint.equals(c.verdict) && !cableId.equals(after.cableId())) return;
            c.verdict = fingerprint;
            send(new RecordCableVerdictCommand(cableId, standing.provenMbps(), standing.limitMbps(),
                    standing.limitTest() == null ? null : standing.limitTest().linkEventId(), standing.suspicions(),
                    Verdicts.cable(standing), after.key()));
        });
        Map<ConnectorKey, WatchedConnectorEntity> recordedLimits = new HashMap<>();
        for (WatchedConnectorEntity w : WatchedConnectorEntity.<WatchedConnectorEntity>listAll())
            recordedLimits.put(new ConnectorKey(w.hostId, List.of(w.portIds.split(","))), w);
        verdicts.connectors().forEach((key, standing) -> {
            WatchedConnectorEntity w = recordedLimits.remove(key);
            if (w != null && w.limitMbps == standing.limitMbps()) return;
            if (w == null) {
                w = new WatchedConnectorEntity();
                w.hostId = key.hostId();
                w.portIds = key.ports();
                w.limitMbps = standing.limitMbps();
                w.persist();
            } else {
                w.limitMbps = standing.limitMbps();
            }
            send(new RecordPortCapabilityCommand(key.hostId(), key.portIds(), standing.limitMbps(),
                    standing.limitTest().cableId(), standing.limitTest().evidence(), after.key()));
        });
        // A limit no test shows any more (the connector was since proven faster) is cleared.
        recordedLimits.forEach((key, w) -> {
            w.delete();
            send(new RecordPortCapabilityCommand(key.hostId(), key.portIds(), null, null, null, after.key()));
        });
    }

    private static List<LinkTest> recorded() {
        return RecordedTestEntity.<RecordedTestEntity>listAll().stream().map(RecordedTestEntity::test).toList();
    }

    private static Integer mbps(UsbSpeed speed) {
        return speed == null || !speed.known() ? null : (int) speed.mbps();
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
