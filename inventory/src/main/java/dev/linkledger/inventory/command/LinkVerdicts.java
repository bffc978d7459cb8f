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
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.messaging.annotation.MessageIdentifier;

import javax.sql.DataSource;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Records every link through an attached cable (no hub between) as a test of the cable and its
 * connector: a link that comes up while the cable is attached, and the live link on a connector
 * when the cable is attached to it. After each new test it recomputes every verdict from all
 * recorded tests ({@link TestVerdicts}) and records the verdicts that changed: on the cable
 * ({@code CableVerdictReachedEvent}) and on the connector ({@code PortCapabilityMeasuredEvent}).
 * So a verdict depends on the set of tests, not on the order they came in. Its own tables are fed
 * by the same ordered stream, so a replay sends the same commands again, keyed by the test they
 * follow, and the aggregates append nothing. Its rows are read and written a batch at a time
 * ({@link VerdictRows}).
 */
@Singleton
@ProcessingGroup(LinkVerdicts.GROUP)
public class LinkVerdicts implements ProjectionHandler {
    public static final String GROUP = "link-verdicts";

    @Inject
    Provider<AxonRuntime> axon;
    @Inject
    DataSource dataSource;

    @EventHandler
    void on(CableAttachedEvent e) {
        write(rows -> {
            WatchedCable c = rows.cable(e.cableId());
            c.hostId = e.connector().hostId();
            c.portIds = String.join(",", e.connector().portIds());
            c.rootHubMbps = e.connector().rootHubMbps();
            rows.changed(c);
            for (LiveLink link : rows.linksOn(c.hostId, c.ports())) test(rows, link, c);
        });
    }

    @EventHandler
    void on(CableDetachedEvent e) {
        write(rows -> {
            WatchedCable c = rows.cable(e.cableId());
            c.hostId = null;
            c.portIds = null;
            c.rootHubMbps = null;
            rows.changed(c);
        });
    }

    /** Looks at the stored JSON first: the device is read whole only when it is on a root port. */
    @EventHandler(payloadType = DeviceConnectedEvent.class)
    void onConnected(EventMessage<?> message) {
        if (!RootPortLinkCheck.onRootPort(message, axon.get().configuration().eventSerializer())) return;
        DeviceConnectedEvent e = (DeviceConnectedEvent) message.getPayload();
        ObservedDevice d = e.device();
        if (!RootPortLinkCheck.onRootPort(d.parentPath(), d.portId())) return;
        String eventId = message.getIdentifier();
        write(rows -> {
            LiveLink link = rows.linkOrNew(e.hostId(), d.path());
            link.portId = d.portId();
            link.eventId = eventId;
            link.eventType = "DeviceConnectedEvent";
            link.speedMbps = mbps(d.speedMbps());
            link.capabilityMbps = d.capability() == null ? null : d.capability().maxSpeedMbps();
            link.capabilitySource = d.capability() == null || d.capability().source() == null ? null : d.capability().source().name();
            link.capabilityEvent = link.capabilityMbps == null ? null : eventId;
            rows.changed(link);
            rows.cableOn(link.hostId, link.portId).ifPresent(c -> test(rows, link, c));
        });
    }

    @EventHandler
    void on(LinkSpeedChangedEvent e, @MessageIdentifier String eventId) {
        write(rows -> rows.link(e.hostId(), e.path()).ifPresent(link -> {
            link.eventId = eventId;
            link.eventType = "LinkSpeedChangedEvent";
            link.speedMbps = mbps(e.toSpeed());
            rows.changed(link);
            rows.cableOn(link.hostId, link.portId).ifPresent(c -> test(rows, link, c));
        }));
    }

    /** Learnt later, a capability judges the next link; a recorded test keeps what it was judged on. */
    @EventHandler
    void on(DeviceCapabilityLearnedEvent e, @MessageIdentifier String eventId) {
        if (e.capability() == null) return;
        write(rows -> rows.link(e.hostId(), e.path()).ifPresent(link -> {
            link.capabilityMbps = e.capability().maxSpeedMbps();
            link.capabilitySource = e.capability().source() == null ? null : e.capability().source().name();
            link.capabilityEvent = eventId;
            rows.changed(link);
        }));
    }

    @EventHandler
    void on(DeviceDisconnectedEvent e) {
        write(rows -> rows.deleteLink(e.hostId(), e.path()));
    }

    @EventHandler
    void on(TypecCableSeenEvent e, @MessageIdentifier String eventId) {
        write(rows -> {
            for (String portId : e.usbPorts()) {
                var cable = rows.cableOn(e.hostId(), portId);
                if (cable.isEmpty()) continue;
                send(new DeclareCableIdentityCommand(cable.get().cableId, e.hostId(), e.typecPort(), e.cable(), eventId));
                return;
            }
        });
    }

    @ResetHandler
    void reset() {
        VerdictRows.deleteAll(dataSource);
    }

    /** Runs a handler's work on the batch's rows, or, outside a batch, on rows of its own written right after. */
    private void write(Consumer<VerdictRows> handling) {
        VerdictRows rows = VerdictRows.ofThisBatch(dataSource);
        if (rows != null) {
            handling.accept(rows);
            return;
        }
        VerdictRows alone = VerdictRows.alone(dataSource);
        handling.accept(alone);
        alone.flush();
    }

    /** Records the link as a test of the cable (once per link event) and re-judges everything after it. */
    private void test(VerdictRows rows, LiveLink link, WatchedCable cable) {
        if (link.speedMbps == null || link.speedMbps < UsbSpeed.HIGH_SPEED_MBPS) return;
        if (rows.recorded(cable.cableId, link.eventId)) return;
        int negotiated = link.speedMbps;
        Integer bothEnds = link.capabilityMbps == null ? null
                : cable.rootHubMbps == null ? link.capabilityMbps : Math.min(link.capabilityMbps, cable.rootHubMbps);
        TestVerdicts before = TestVerdicts.of(rows.tests());
        CableStanding cableBefore = before.cables().get(cable.cableId);
        ConnectorStanding connectorBefore = before.connectors().get(new ConnectorKey(link.hostId, cable.ports()));
        LinkEvidence evidence = new LinkEvidence(link.hostId, link.path, link.portId, link.eventId, link.eventType,
                negotiated, link.capabilityMbps, link.capabilitySource == null ? null : CapabilitySource.fromWire(link.capabilitySource),
                link.capabilityEvent, cable.rootHubMbps, connectorBefore == null ? null : connectorBefore.limitMbps(),
                cableBefore == null ? null : cableBefore.provenMbps(), bothEnds);
        LinkTest test = new LinkTest(cable.cableId, link.hostId, cable.ports(), link.eventId, negotiated, bothEnds, evidence);
        rows.record(test);
        send(new RecordCableMeasurementCommand(cable.cableId,
                test.belowBothEnds() ? CableVerdict.LIMITED_TO : CableVerdict.CARRIES_AT_LEAST, negotiated, evidence));
        rejudge(rows, test);
    }

    /** Recomputes every verdict from all recorded tests and records those that differ from the last recorded ones. */
    private void rejudge(VerdictRows rows, LinkTest after) {
        TestVerdicts verdicts = TestVerdicts.of(rows.tests());
        verdicts.cables().forEach((cableId, standing) -> {
            WatchedCable c = rows.cable(cableId);
            String fingerprint = Verdicts.fingerprint(standing);
            // The tested cable always gets its verdict after its own test: a reader waiting for it knows when it is in.
            if (fingerprint.equals(c.verdict) && !cableId.equals(after.cableId())) return;
            c.verdict = fingerprint;
            rows.changed(c);
            send(new RecordCableVerdictCommand(cableId, standing.provenMbps(), standing.limitMbps(),
                    standing.limitTest() == null ? null : standing.limitTest().linkEventId(), standing.suspicions(),
                    Verdicts.cable(standing), after.key()));
        });
        Map<ConnectorKey, Integer> recordedLimits = new HashMap<>(rows.connectorLimits());
        verdicts.connectors().forEach((key, standing) -> {
            Integer recorded = recordedLimits.remove(key);
            if (recorded != null && recorded.equals(standing.limitMbps())) return;
            rows.limit(key, standing.limitMbps());
            send(new RecordPortCapabilityCommand(key.hostId(), key.portIds(), standing.limitMbps(),
                    standing.limitTest().cableId(), standing.limitTest().evidence(), after.key()));
        });
        // A limit no test shows any more (the connector was since proven faster) is cleared.
        recordedLimits.keySet().stream().sorted(Comparator.comparing(ConnectorKey::hostId).thenComparing(ConnectorKey::ports))
                .forEach(key -> {
                    rows.limit(key, null);
                    send(new RecordPortCapabilityCommand(key.hostId(), key.portIds(), null, null, null, after.key()));
                });
    }

    private static Integer mbps(UsbSpeed speed) {
        return speed == null || !speed.known() ? null : (int) speed.mbps();
    }

    private void send(Object command) {
        axon.get().commandGateway().sendAndWait(
                GenericCommandMessage.asCommandMessage(command).andMetaData(EventSources.of(EventSources.DERIVED)));
    }
}
