package dev.linkledger.advisor.web.chain;

import dev.linkledger.advisor.advice.RecordedFinding;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.rules.facts.CableFact;
import dev.linkledger.rules.facts.ControllerFact;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.facts.EnclosureFact;
import dev.linkledger.rules.facts.EventRef;
import dev.linkledger.rules.facts.MediumKind;
import dev.linkledger.rules.facts.PortFact;
import dev.linkledger.rules.facts.RootHubFact;
import dev.linkledger.rules.finding.Severity;
import dev.linkledger.rules.finding.Subject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The chains of the background stories, from facts shaped as the FactProjector builds them: which hop
 * holds each, which remain suspects, and the fix with its gain.
 */
class ChainBuilderTest {
    private static final String H = "desk";

    private static List<EventRef> ev(String id, String type) {
        return List.of(new EventRef(id, type, Instant.parse("2026-11-30T09:00:00Z")));
    }

    private static DeviceFact device(String path, String parent, String portId, double speed, String vid, String pid,
                                     boolean hub, Integer can, CapabilitySource source, String serial, String driver) {
        int bus = Integer.parseInt(path.substring(0, path.indexOf('-')));
        return new DeviceFact(H, path, bus, 5, parent, portId, speed, 1, vid, pid, "3.20", hub ? "09" : "00", hub,
                hub ? "Hub " + path : null, List.of(driver), can, source, ev("c-" + path, "DeviceConnectedEvent"),
                ev("c-" + path, "DeviceConnectedEvent"), serial, List.of(hub ? "09" : "08"));
    }

    /** Seed 000's desktop: controller 0000:03:00.4 with bus 3 (480M) and bus 4 (10000M), connector usb3-port2 + usb4-port2. */
    private static List<Object> desktop(DeviceFact... devices) {
        List<Object> facts = new ArrayList<>(List.of(
                new ControllerFact(H, "0000:03:00.4", "0000:03:00.4", List.of(3, 4), false, ev("ctl", "ControllerSeenEvent")),
                new RootHubFact(H, 3, 480, "0000:03:00.4", "xhci_hcd", 4, ev("b3", "BusSeenEvent")),
                new RootHubFact(H, 4, 10000, "0000:03:00.4", "xhci_hcd", 2, ev("b4", "BusSeenEvent"))));
        facts.add(port("usb3-port2", 3, "usb4-port2", null));
        facts.add(port("usb4-port2", 4, "usb3-port2", null));
        facts.addAll(List.of(devices));
        return facts;
    }

    private static PortFact port(String id, int bus, String peer, Integer measured) {
        return new PortFact(H, id, bus, "usb" + bus, peer, "hotplug", measured, ev("p-" + id, "PortSeenEvent"),
                measured == null ? List.of() : ev("pcm-" + id, "PortCapabilityMeasuredEvent"));
    }

    private static DeviceFact jms583(String path, int bus, double speed) {
        return device(path, "usb" + bus, "usb" + bus + "-port2", speed, "152d", "0583", false, 10000, CapabilitySource.BOS,
                "0123456789ABCDEF", "uas");
    }

    private static RecordedFinding finding(String rule, String path, int now, int possible, String action) {
        return new RecordedFinding("f-" + rule, H, "open", rule, Severity.WARNING, null, Subject.device(path, 3, 5, null),
                rule + " title", "", action, now, possible, Map.of(), List.of(), List.of(), null, null, null, null, null);
    }

    private static Hop hop(ChainView chain, HopKind kind) {
        return chain.hops().stream().filter(h -> h.kind() == kind).findFirst().orElseThrow();
    }

    @Test
    void seed000At480NamesTheCableAndTheConnectorAsSuspectsAndGains43To1050() {
        List<RecordedFinding> open = List.of(finding("USB2_FALLBACK", "3-2", 43, 1050, "Try a SuperSpeed cable"));
        ChainView chain = new ChainBuilder(H, desktop(jms583("3-2", 3, 480)), open, Map.of()).chain("3-2").orElseThrow();

        assertThat(chain.hops()).extracting(Hop::kind).containsExactly(HopKind.BRIDGE, HopKind.DEVICE, HopKind.CABLE,
                HopKind.CONNECTOR, HopKind.ROOT_HUB, HopKind.CONTROLLER);
        assertThat(chain.nowMBps()).isEqualTo(43);
        assertThat(chain.caps()).isEmpty();
        assertThat(chain.suspects()).extracting(Hop::kind).containsExactly(HopKind.CABLE, HopKind.CONNECTOR);
        Hop device = hop(chain, HopKind.DEVICE);
        assertThat(device.ceilingMBps()).isEqualTo(1050);
        assertThat(device.provenance()).isEqualTo(Provenance.MEASURED);
        assertThat(device.state()).isEqualTo(HopState.CLEAR);
        Hop rootHub = hop(chain, HopKind.ROOT_HUB);
        assertThat(rootHub.name()).contains("bus 4");
        assertThat(rootHub.how()).contains("device sits on bus 3");
        assertThat(hop(chain, HopKind.BRIDGE).provenance()).isEqualTo(Provenance.INFERRED);
        assertThat(chain.fix().text()).isEqualTo("a cable proven at 10 Gb/s or a 10 Gb/s port: 43 → 1,050 MB/s");
        assertThat(chain.fix().findingId()).isEqualTo("f-USB2_FALLBACK");
        assertThat(chain.conclusion()).contains("the cable").contains("may hold it back");
    }

    @Test
    void aConnectorMeasuredAt5000IsTheBottleneckOnceTheCableIsProvenFasterElsewhere() {
        List<Object> facts = desktop(jms583("4-2", 4, 5000));
        facts.removeIf(f -> f instanceof PortFact);
        facts.add(port("usb3-port2", 3, "usb4-port2", null));
        facts.add(port("usb4-port2", 4, "usb3-port2", 5000));
        facts.add(new CableFact("c1", "80G braided", "USB4 80Gbps", null, null, 10000, H, "usb3-port2", "4-2",
                ev("reg", "CableRegisteredEvent"), ev("proof", "CableCapabilityMeasuredEvent")));

        ChainView chain = new ChainBuilder(H, facts, List.of(), Map.of()).chain("4-2").orElseThrow();

        assertThat(chain.nowMBps()).isEqualTo(400);
        assertThat(chain.caps()).extracting(Hop::kind).containsExactly(HopKind.CONNECTOR);
        assertThat(hop(chain, HopKind.CONNECTOR).provenance()).isEqualTo(Provenance.DEMONSTRATED);
        Hop cable = hop(chain, HopKind.CABLE);
        assertThat(cable.state()).isEqualTo(HopState.CLEAR);
        assertThat(cable.floorMBps()).isEqualTo(1050);
        assertThat(cable.provenance()).isEqualTo(Provenance.DEMONSTRATED);
        assertThat(chain.fix().text()).isEqualTo("a 10 Gb/s port: 400 → 1,050 MB/s");
    }

    @Test
    void seed002KvmHubAndItsUsb2OnlyConnectorHoldTheCardReaderAndTheMediumCapsNext() {
        String reader = "1-7.2.1";
        List<Object> facts = new ArrayList<>(List.of(
                new ControllerFact(H, "0000:00:14.0", "0000:00:14.0", List.of(1, 2), false, ev("ctl", "ControllerSeenEvent")),
                new RootHubFact(H, 1, 480, "0000:00:14.0", "xhci_hcd", 16, ev("b1", "BusSeenEvent")),
                new RootHubFact(H, 2, 5000, "0000:00:14.0", "xhci_hcd", 8, ev("b2", "BusSeenEvent")),
                port("usb1-port7", 1, null, null), port("usb1-port1", 1, "usb2-port1", null), port("usb2-port1", 2, "usb1-port1", null),
                device("1-7", "usb1", "usb1-port7", 480, "1a40", "0101", true, 480, CapabilitySource.CATALOG, null, "hub"),
                device("1-7.2", "1-7", "1-7-port2", 480, "05e3", "0610", true, 5000, CapabilitySource.BOS, null, "hub"),
                device(reader, "1-7.2", "1-7.2-port1", 480, "05e3", "0749", false, 5000, CapabilitySource.BOS, "000000001532",
                        "usb-storage"),
                new EnclosureFact("e1", "V30 microSD", "05e3", "0749", MediumKind.SD, null, null, "V30", null, 90, "05e3", "0749",
                        "000000001532", ev("enc", "EnclosureRegisteredEvent"))));
        List<RecordedFinding> open = List.of(finding("USB2_HUB_IN_PATH", "1-7", 40, 280, "Plug it into usb2-port8"));

        ChainView chain = new ChainBuilder(H, facts, open, Map.of()).chain(reader).orElseThrow();

        assertThat(chain.hops()).extracting(Hop::kind).containsExactly(HopKind.MEDIUM, HopKind.DEVICE, HopKind.HUB, HopKind.HUB,
                HopKind.CABLE, HopKind.CONNECTOR, HopKind.ROOT_HUB, HopKind.CONTROLLER);
        assertThat(chain.basis()).contains("BOT");
        assertThat(chain.nowMBps()).isEqualTo(40);
        assertThat(chain.caps()).extracting(Hop::name).containsExactly("Hub 1-7 (1-7)", "bus 1 (480M)");
        assertThat(hop(chain, HopKind.ROOT_HUB).how()).contains("no SuperSpeed half");
        assertThat(chain.suspects()).isEmpty();
        assertThat(chain.fix().text()).isEqualTo("a 5 Gb/s port, without the hub Hub 1-7 (1-7): 40 → 90 MB/s");
        assertThat(chain.fix().findingId()).isEqualTo("f-USB2_HUB_IN_PATH");
    }

    @Test
    void seed003Jms583AtItsOwn10GbpsIsCappedByItsUsbSideBelowTheBridgeAndTheDrive() {
        List<Object> facts = new ArrayList<>(List.of(
                new ControllerFact(H, "0000:00:14.0", "0000:00:14.0", List.of(1, 2), false, ev("ctl", "ControllerSeenEvent")),
                new RootHubFact(H, 2, 10000, "0000:00:14.0", "xhci_hcd", 4, ev("b2", "BusSeenEvent")),
                port("usb2-port3", 2, "usb1-port3", null),
                device("2-3", "usb2", "usb2-port3", 10000, "2109", "0822", true, 10000, CapabilitySource.BOS, null, "hub"),
                device("2-3.4", "2-3", "2-3-port4", 10000, "2109", "0822", true, 10000, CapabilitySource.BOS, null, "hub"),
                device("2-3.4.4", "2-3.4", "2-3.4-port4", 10000, "152d", "0583", false, 10000, CapabilitySource.BOS,
                        "0123456789ABCDEF", "uas"),
                new EnclosureFact("e1", "Mokin", "152d", "0583", MediumKind.NVME, 3, 2, null, null, 2400, "152d", "0583",
                        "0123456789ABCDEF", ev("enc", "EnclosureRegisteredEvent"))));
        List<RecordedFinding> open = List.of(finding("BRIDGE_BOTTLENECK", "2-3.4.4", 1050, 1050, "An ASM2364 enclosure"));

        ChainView chain = new ChainBuilder(H, facts, open, Map.of()).chain("2-3.4.4").orElseThrow();

        assertThat(hop(chain, HopKind.MEDIUM).ceilingMBps()).isEqualTo(2400);
        assertThat(hop(chain, HopKind.BRIDGE).ceilingMBps()).isEqualTo(1600);
        assertThat(hop(chain, HopKind.BRIDGE).state()).isEqualTo(HopState.CLEAR);
        assertThat(chain.nowMBps()).isEqualTo(1050);
        assertThat(chain.caps()).extracting(Hop::kind).contains(HopKind.DEVICE, HopKind.ROOT_HUB);
        // The link runs at 10000M: the unregistered cable and connector carry it, so they are not suspects.
        assertThat(hop(chain, HopKind.CABLE).state()).isEqualTo(HopState.OPEN);
        assertThat(chain.conclusion()).contains("device's own side is the cap");
        assertThat(chain.fix()).isNull();
        assertThat(chain.findings()).extracting(FindingRef::rule).containsExactly("BRIDGE_BOTTLENECK");
    }

    @Test
    void aDeviceThatIsNotConnectedHasNoChain() {
        assertThat(new ChainBuilder(H, desktop(), List.of(), Map.of()).chain("3-2")).isEmpty();
    }
}
