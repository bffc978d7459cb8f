package dev.linkledger.advisor.web;

import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.probe.usb.LinkMark;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HostTreeTest {
    private static final Instant AT = Instant.parse("2026-11-30T12:00:00Z");

    private static TopologyView.DeviceView device(String path, String portId, int speed, Integer canDo,
                                                  List<TopologyView.DeviceView> children) {
        return new TopologyView.DeviceView(path, 5, portId, speed, null, null, "3.20", "152d", "0583", "JMicron",
                "JMS583", null, "00", new TopologyView.CapabilityView(canDo, 1, canDo == null ? null : CapabilitySource.BOS),
                List.of("uas"), AT, children);
    }

    private static TopologyView.PortView port(String id, int bus, String peer, Integer limit) {
        return new TopologyView.PortView(id, bus, "usb" + bus, Integer.parseInt(id.substring(id.lastIndexOf('t') + 1)),
                peer, null, null, null, List.of(), limit);
    }

    private static TopologyView desktop(List<TopologyView.DeviceView> onBus3, List<TopologyView.DeviceView> onBus4,
                                        Integer limit) {
        var bus3 = new TopologyView.BusView(3, 480, null, 4, "xhci_hcd", onBus3);
        var bus4 = new TopologyView.BusView(4, 10000, null, 2, "xhci_hcd", onBus4);
        var controller = new TopologyView.ControllerView("0000:03:00.4", "0000:03:00.4", "1022", "149c", null, false,
                List.of(bus3, bus4));
        return new TopologyView("desk", "desk", AT, List.of(controller), List.of(
                port("usb3-port2", 3, "usb4-port2", null), port("usb4-port2", 4, "usb3-port2", limit),
                port("usb3-port3", 3, null, null)));
    }

    @Test
    void marksAnEnclosureOnTheUsb2HalfOfAPairedConnectorBelowItsSuperSpeedCapability() {
        LinkRow row = HostTree.of(desktop(List.of(device("3-2", "usb3-port2", 480, 10000, List.of())), List.of(), null))
                .allRows().get(0);
        assertThat(row.link()).isEqualTo("480M of 10000M possible");
        assertThat(row.mark()).isEqualTo(LinkMark.BELOW);
        assertThat(row.markText()).isEqualTo("below capability");
        assertThat(row.companionPort()).isEqualTo("usb4-port2");
    }

    @Test
    void countsAConnectorMeasuredAt5000AsWhatThePortCanDo() {
        LinkRow row = HostTree.of(desktop(List.of(), List.of(device("4-2", "usb4-port2", 5000, 10000, List.of())), 5000))
                .allRows().get(0);
        assertThat(row.link()).isEqualTo("5000M of 5000M possible");
        assertThat(row.mark()).isEqualTo(LinkMark.AT);
        assertThat(row.portLimitMbps()).isEqualTo(5000);
    }

    @Test
    void saysCapabilityUnknownWhenTheDeviceDoesNotSayWhatItCanDo() {
        LinkRow row = HostTree.of(desktop(List.of(device("3-3", "usb3-port3", 480, null, List.of())), List.of(), null))
                .allRows().get(0);
        assertThat(row.link()).isEqualTo("480M (possible unknown)");
        assertThat(row.markText()).isEqualTo("capability unknown");
    }

    @Test
    void pairsEachConnectorsHalvesOnceAndNamesWhatIsPluggedIn() {
        List<ConnectorPair> pairs = HostTree.of(desktop(List.of(), List.of(device("4-2", "usb4-port2", 10000, 10000,
                List.of())), null)).connectors();
        assertThat(pairs).extracting(ConnectorPair::name).containsExactly("usb3-port2 + usb4-port2", "usb3-port3");
        assertThat(pairs.get(0).occupiedBy()).isEqualTo("4-2 (JMicron JMS583)");
        assertThat(pairs.get(1).occupiedBy()).isNull();
    }

    @Test
    void indentsADeviceBehindAHubOneLevelDeeperAndJudgesItAgainstTheHub() {
        var behind = device("4-2.1", "4-2-port1", 5000, 10000, List.of());
        var hub = new TopologyView.DeviceView("4-2", 2, "usb4-port2", 10000, null, null, "3.20", "05e3", "0626",
                null, "USB3.1 Hub", null, "09", new TopologyView.CapabilityView(5000, 1, CapabilitySource.BOS), List.of("hub"), AT,
                List.of(behind));
        List<LinkRow> rows = HostTree.of(desktop(List.of(), List.of(hub), null)).allRows();
        assertThat(rows).extracting(LinkRow::depth).containsExactly(1, 2);
        assertThat(rows.get(1).link()).isEqualTo("5000M of 5000M possible");
        assertThat(rows.get(0).classes()).isEqualTo("Hub");
    }

    private static TopologyView.DeviceView orphan(String path) {
        return new TopologyView.DeviceView(path, 4, null, 480, null, null, "2.10", "0e8d", "7961", "MediaTek Inc.",
                "Wireless_Device", null, "00", new TopologyView.CapabilityView(null, null, null), List.of(), AT,
                List.of(), false);
    }

    @Test
    void drawsOnePlaceholderForAHubTheEvidenceDoesNotShowAndItsDevicesOneLevelBelowIt() {
        var onBus1 = List.of(orphan("1-1.3"), orphan("1-1.4"), device("1-2", "usb1-port2", 480, null, List.of()));
        var bus1 = new TopologyView.BusView(1, 480, null, 1, "dwc_otg", onBus1);
        var pi = new TopologyView("pi", "pi", AT, List.of(new TopologyView.ControllerView(null, null, null, null, null,
                true, List.of(bus1))), List.of());

        List<LinkRow> rows = HostTree.of(pi).allRows();
        assertThat(rows).extracting(LinkRow::path).containsExactly("1-1.3", "1-1.4", "1-2");
        assertThat(rows).extracting(LinkRow::depth).containsExactly(2, 2, 1);
        assertThat(rows).extracting(LinkRow::unseenHub).containsExactly("1-1", "1-1", null);
        assertThat(rows).extracting(LinkRow::opensUnseenHub).containsExactly(true, false, false);
        assertThat(rows.get(0).unseenHubIndent()).isEqualTo("--depth:1");
        assertThat(HostTree.of(pi).deviceCount()).isEqualTo(3);
    }

    /** A kernel log alone names a bus without its speed: the row says what it knows instead of failing the page. */
    @Test
    void drawsADeviceOnABusOfUnknownSpeed() {
        var bus1 = new TopologyView.BusView(1, null, null, null, "ci_hdrc", List.of(device("1-1", "usb1-port1", 480, null, List.of())));
        var controller = new TopologyView.ControllerView(null, null, null, null, null, true, List.of(bus1));
        LinkRow row = HostTree.of(new TopologyView("log", "log", AT, List.of(controller), List.of())).allRows().get(0);
        assertThat(row.link()).isEqualTo("480M (possible unknown)");
    }
}
