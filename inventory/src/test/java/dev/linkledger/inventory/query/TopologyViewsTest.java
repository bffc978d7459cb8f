package dev.linkledger.inventory.query;

import dev.linkledger.inventory.command.HostTopology;
import dev.linkledger.inventory.api.BusSeenEvent;
import dev.linkledger.inventory.api.DeviceConnectedEvent;
import dev.linkledger.inventory.api.DeviceDisconnectedEvent;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The fold hangs every placed device in the tree, also one whose hub or bus the evidence does not show. */
class TopologyViewsTest {
    private static final String HOST = "pi";
    private static final Instant AT = Instant.parse("2026-12-01T10:00:00Z");

    private final HostTopology fold = new HostTopology();
    private int events;

    private static ObservedDevice device(String path, int devnum, String vendorId, String productId) {
        return new ObservedDevice(path, 0, devnum, null, null, UsbSpeed.parse("480"), null, null, "2.10",
                vendorId, productId, null, null, null, null, null, null, null, null, null, null, List.of());
    }

    private void given(Object... events) {
        apply(new HostRegisteredEvent(HOST, "o1", AT, HOST));
        for (Object e : events) apply(e);
    }

    private void apply(Object event) {
        fold.apply(event, HostTopology.Stamp.of("e-" + events++, event, AT));
    }

    private TopologyView view() {
        return TopologyViews.of(fold);
    }

    private static BusSeenEvent bus(int bus) {
        return new BusSeenEvent(HOST, "o1", AT, bus, UsbSpeed.parse("480"), null, 1, "dwc_otg", null);
    }

    private static DeviceConnectedEvent connected(ObservedDevice d) {
        return new DeviceConnectedEvent(HOST, "o1", AT, d);
    }

    private TopologyView.BusView busView(int bus) {
        return view().controllers().stream().flatMap(c -> c.buses().stream()).filter(b -> b.bus() == bus)
                .findFirst().orElseThrow(() -> new AssertionError("bus " + bus + " is not in the view"));
    }

    @Test
    void listsADeviceWhoseHubIsNotInTheEvidenceUnderItsBusMarkedParentUnseen() {
        // dmesg of corpus case 012 names 1-1.4 (0e8d:7961) and bus 1's dwc_otg, never the hub 1-1.
        given(bus(1), connected(device("1-1.4", 4, "0e8d", "7961")));

        TopologyView.BusView bus1 = busView(1);
        assertThat(bus1.seen()).isTrue();
        assertThat(bus1.devices()).extracting(TopologyView.DeviceView::path).containsExactly("1-1.4");
        assertThat(bus1.devices().get(0).parentSeen()).isFalse();
        assertThat(bus1.devices().get(0).vendorId()).isEqualTo("0e8d");
    }

    @Test
    void keepsPathOrderAmongTheBussOwnDevicesAndHangsTheOrphansChildrenUnderIt() {
        given(bus(1), connected(device("1-2", 5, "0781", "5583")), connected(device("1-1.4", 4, "05e3", "0610")),
                connected(device("1-1.4.2", 6, "0e8d", "7961")));

        List<TopologyView.DeviceView> onBus = busView(1).devices();
        assertThat(onBus).extracting(TopologyView.DeviceView::path).containsExactly("1-1.4", "1-2");
        assertThat(onBus).extracting(TopologyView.DeviceView::parentSeen).containsExactly(false, true);
        assertThat(onBus.get(0).children()).extracting(TopologyView.DeviceView::path).containsExactly("1-1.4.2");
        assertThat(onBus.get(0).children().get(0).parentSeen()).isTrue();
    }

    @Test
    void hangsADeviceUnderItsNearestAncestorInTheEvidenceWhenOnlyTheHubBetweenIsMissing() {
        given(bus(1), connected(device("1-1", 2, "2109", "3431")), connected(device("1-1.3.2", 7, "0e8d", "7961")));

        TopologyView.DeviceView hub = busView(1).devices().get(0);
        assertThat(hub.path()).isEqualTo("1-1");
        assertThat(hub.children()).extracting(TopologyView.DeviceView::path).containsExactly("1-1.3.2");
        assertThat(hub.children().get(0).parentSeen()).isFalse();
    }

    @Test
    void listsABusTheEvidenceNeverShowedWhenADeviceIsOnIt() {
        // Corpus case 039: "usb 4-2.1: device not accepting address 3", with no line about bus 4 itself.
        given(bus(1), connected(device("4-2.1", 3, null, null)));

        TopologyView.BusView bus4 = busView(4);
        assertThat(bus4.seen()).isFalse();
        assertThat(bus4.speedMbps()).isNull();
        assertThat(bus4.devices()).extracting(TopologyView.DeviceView::path).containsExactly("4-2.1");
        assertThat(bus4.devices().get(0).parentSeen()).isFalse();
        assertThat(view().controllers()).last().extracting(TopologyView.ControllerView::id).isNull();
    }

    @Test
    void marksEveryDeviceOfAWholeTreeParentSeenAndListsNoUnseenBus() {
        given(bus(1), connected(device("1-1", 2, "2109", "3431")), connected(device("1-1.4", 4, "0e8d", "7961")));

        assertThat(view().controllers()).flatExtracting(TopologyView.ControllerView::buses)
                .extracting(TopologyView.BusView::bus).containsExactly(1);
        TopologyView.DeviceView hub = busView(1).devices().get(0);
        assertThat(hub.parentSeen()).isTrue();
        assertThat(hub.children().get(0).parentSeen()).isTrue();
    }

    @Test
    void showsTheOrphanAgainUnderItsHubOnceTheHubIsSeenAndDropsAnEmptyUnseenBus() {
        given(bus(1), connected(device("1-1.4", 4, "0e8d", "7961")), connected(device("1-1", 2, "2109", "3431")));
        assertThat(busView(1).devices().get(0).children().get(0).parentSeen()).isTrue();

        apply(connected(device("3-1", 2, "0781", "5583")));
        assertThat(busView(3).seen()).isFalse();
        apply(new DeviceDisconnectedEvent(HOST, "o2", AT.plusSeconds(60), "3-1", 3, 2, null, null, null));
        assertThat(view().controllers()).flatExtracting(TopologyView.ControllerView::buses)
                .extracting(TopologyView.BusView::bus).containsExactly(1);
    }
}
