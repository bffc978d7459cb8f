package dev.linkledger.probe.imports;

import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** lsusb -v's Hub Port Status lines of real dumps (lsusb-v/, sources in the fixtures' README) read as links. */
class HubPortsTest {

    @Test
    void aUsb2HubSaysEachConnectedPortsSpeedInItsStatusBits() {
        List<HubPorts> hubs = hubs("supermicro-h11ssl-nc");

        // "Port 2: 0000.0503 highspeed power enable connect" on bus 9's root hub, "Port 1: 0000.0303 lowspeed ..." on its hub
        assertThat(hub(hubs, 9, 1).occupied()).extracting(PortLink::port, PortLink::speed)
                .containsExactly(tuple(2, UsbSpeed.parse("480")));
        assertThat(hub(hubs, 9, 2).occupied()).extracting(PortLink::port, PortLink::speed)
                .containsExactly(tuple(1, UsbSpeed.parse("1.5")));
        // "Port 9: 0000.0103 power enable connect": neither speed bit, so full speed
        assertThat(hub(hubs("framework-laptop-fedora38"), 3, 1).occupied()).extracting(PortLink::port, PortLink::speed)
                .containsExactly(tuple(9, UsbSpeed.parse("12")), tuple(10, UsbSpeed.parse("12")));
    }

    @Test
    void aRootHubOfBcdUsb310IsReadAsSuperSpeedWhatEverOldLsusbCalledItsBits() {
        // usbutils before 015 printed "0000.02a0 lowspeed L1" for an empty port of a 3.10 root hub: Rx.Detect, nothing there
        HubPorts ports = hub(hubs("asus-zen-aio-m5401wua"), 4, 1);

        assertThat(ports.superSpeed()).isTrue();
        assertThat(ports.ports()).extracting(PortLink::port, PortLink::connected, PortLink::state, PortLink::speed)
                .containsExactly(tuple(1, false, "Rx.Detect", null), tuple(2, false, "Rx.Detect", null));
    }

    @Test
    void aSuperSpeedLinkOnAHubThatOffersNoMoreThan5GbpsRunsAt5000M() {
        // a 3.00 root hub: "Port 2: 0000.0203 5Gbps power U0 enable connect"
        assertThat(hub(hubs("aptio-crb-seagate-m3"), 2, 1).occupied()).extracting(PortLink::port, PortLink::state, PortLink::speed)
                .containsExactly(tuple(2, "U0", UsbSpeed.parse("5000")));
        // a 3.10 root hub whose SuperSpeedPlus capability lists only 5Gb/s sublinks, the USX5044 suspended on it:
        // "Port 1: 0000.0263 lowspeed L1 enable connect" as usbutils 014 named it
        assertThat(hub(hubs("amd-volcano-usx5044"), 2, 1).occupied()).extracting(PortLink::port, PortLink::state, PortLink::speed)
                .containsExactly(tuple(1, "suspend", UsbSpeed.parse("5000")));
    }

    @Test
    void aSuperSpeedPlusHubWithoutExtStatusLeavesTheRateUnknown() {
        // The W680 board's root hub offers 5, 10 and 20 Gb/s sublinks (its BOS, F2B531C785 in the population); usbutils
        // before 015 asked no Ext Status, and the status's speed field is 0 at any SuperSpeed rate.
        HubPortStatus linked = HubPortStatus.parse(7, "Port 1: 0000.0263 lowspeed L1 enable connect");
        HubPorts ports = HubPorts.of(3, 1, 1, new UsbVersion(0x0310), Map.of(4, 5000, 5, 10000, 6, 10000, 7, 20000), 20000,
                List.of(linked));

        assertThat(ports.occupied()).extracting(PortLink::port, PortLink::speed).containsExactly(tuple(1, null));
    }

    @Test
    void anExtStatusNamesTheSublinkWhoseRateTheHubsBosGives() {
        HubPortStatus linked = HubPortStatus.parse(7, "Port 2: 0000.0203 5Gbps power U0 enable connect")
                .withExtStatus("RX Speed Attribute ID: 5 Lanes: 1");
        HubPorts ports = HubPorts.of(3, 1, 1, new UsbVersion(0x0310), Map.of(4, 5000, 5, 10000), 10000, List.of(linked));

        assertThat(ports.occupied()).extracting(PortLink::port, PortLink::speed, PortLink::lanes)
                .containsExactly(tuple(2, UsbSpeed.parse("10000"), 1));
    }

    private static List<HubPorts> hubs(String machine) {
        return VerboseParser.parse(ImportFixtures.paste("lsusb-v/" + machine + ".lsusb-v.txt")).hubs();
    }

    private static HubPorts hub(List<HubPorts> hubs, int bus, int devnum) {
        return hubs.stream().filter(h -> h.bus() == bus && h.devnum() == devnum).findFirst().orElseThrow();
    }
}
