package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedPort;
import dev.linkledger.probe.usb.UsbSpeed;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** Whole real lsusb -v dumps (lsusb-v/, sources in the fixtures' README): the links their ports list leaves no doubt about. */
class PortLinksTest {

    @Test
    void aDumpWhosePortsLeaveOneAnswerCarriesEveryDevicesLink() throws Exception {
        Observation o = imported("asus-pn50-debian-sid");

        // bus 3's root ports: 2 at low speed, 4 at high speed; the mouse (bMaxPacketSize0 8) can only be the first,
        // the card reader (64) only the second. Bus 1: one port, one device.
        assertThat(o.devices()).extracting(ObservedDevice::bus, ObservedDevice::devnum, ObservedDevice::path, ObservedDevice::speedMbps)
                .containsExactlyInAnyOrder(
                        tuple(1, 9, "1-1", UsbSpeed.parse("12")),
                        tuple(3, 2, "3-2", UsbSpeed.parse("1.5")),
                        tuple(3, 3, "3-4", UsbSpeed.parse("480")),
                        tuple(5, 2, "5-2", UsbSpeed.parse("1.5")),
                        tuple(5, 3, "5-3", UsbSpeed.parse("12")));
        assertThat(o.notes()).filteredOn(n -> n.kind().equals("provenance") && "3-4".equals(n.where()))
                .extracting(ObservationNote::message).singleElement().asString().contains("lsusb-v port status (line 809): path");
    }

    @Test
    void aRootPortWithOneDeviceHoldsTheBusOnlyHubAndItsPortTheDeviceBelow() throws Exception {
        Observation o = imported("supermicro-h11ssl-nc");

        assertThat(o.devices()).filteredOn(d -> d.bus() == 9)
                .extracting(ObservedDevice::devnum, ObservedDevice::path, ObservedDevice::speedMbps)
                .containsExactlyInAnyOrder(tuple(2, "9-2", UsbSpeed.parse("480")), tuple(3, "9-2.1", UsbSpeed.parse("1.5")));
    }

    @Test
    void aDeviceThatCanRunAtOnlyOneOpenPortsSpeedSitsThere() throws Exception {
        Observation o = imported("asus-p9d-v-rosa");

        // bus 3's root ports: 1 at full speed, 2, 6 and 10 at high speed, four devices and no hub among them. The
        // Unifying receiver (bMaxPacketSize0 8) cannot run at high speed, so it holds port 1; each of the other three
        // (64) could be on any port, so they stay unplaced
        assertThat(o.devices()).filteredOn(d -> d.bus() == 3)
                .extracting(ObservedDevice::devnum, ObservedDevice::path, ObservedDevice::speedMbps)
                .containsExactlyInAnyOrder(tuple(2, "3-1", UsbSpeed.parse("12")), tuple(3, null, null), tuple(4, null, null),
                        tuple(5, null, null));
    }

    @Test
    void devicesStayUnplacedWhereTwoPortsRunAtTheSameSpeed() throws Exception {
        Observation o = imported("amd-volcano-usx5044");

        // bus 1: both root ports at 480M above three hubs; bus 3: the USX2044 is its root port's only hub, but its own
        // two occupied ports both run at 480M, so which of its devices sits where stays open
        assertThat(o.devices()).filteredOn(ObservedDevice::placed)
                .extracting(ObservedDevice::bus, ObservedDevice::devnum, ObservedDevice::path, ObservedDevice::speedMbps)
                .containsExactlyInAnyOrder(
                        tuple(2, 2, "2-1", UsbSpeed.parse("5000")),
                        tuple(3, 2, "3-1", UsbSpeed.parse("480")),
                        tuple(4, 2, "4-1", UsbSpeed.parse("5000")));
        assertThat(o.devices()).filteredOn(d -> !d.placed()).hasSize(10).allSatisfy(d -> assertThat(d.speedMbps()).isNull());
    }

    @Test
    void portsThatDoNotAddUpToTheBusesDevicesPlaceNothingThere() throws Exception {
        String dump = ImportFixtures.text("lsusb-v/asus-pn50-debian-sid.lsusb-v.txt");
        // the Bluetooth controller's block gone, as if it dropped off between lsusb reading the hub and the devices
        int from = dump.indexOf("Bus 005 Device 003:");
        String withoutOne = dump.substring(0, from) + dump.substring(dump.indexOf("Bus 005 Device 002:"));

        Observation o = new Imports().parse(withoutOne, "h", ImportFormat.AUTO);

        assertThat(o.devices()).filteredOn(d -> d.bus() == 5).singleElement().satisfies(d -> assertThat(d.placed()).isFalse());
        assertThat(o.notes()).filteredOn(n -> n.kind().equals("port-status")).extracting(ObservationNote::message)
                .containsExactly("lsusb -v's Hub Port Status shows 2 devices on the ports of bus 5 and the dump has 1 (a device came "
                        + "or went between the two, or failed to enumerate); no position is inferred there");
    }

    @Test
    void emptyPortsAreNotAttachedAndPortsWithADeviceStayUnsaid() throws Exception {
        Observation o = imported("aptio-crb-seagate-m3");

        assertThat(o.ports()).filteredOn(p -> p.bus() == 2).extracting(ObservedPort::id, ObservedPort::state).containsExactly(
                tuple("usb2-port1", "not attached"), tuple("usb2-port2", null), tuple("usb2-port3", "not attached"),
                tuple("usb2-port4", "not attached"), tuple("usb2-port5", "not attached"), tuple("usb2-port6", "not attached"));
    }

    @Test
    void aTreeOfTheSameBootPlacesTheDevicesAndThePortsAgreeOrSayTheyDoNot() throws Exception {
        String dump = ImportFixtures.text("lsusb-v/aptio-crb-seagate-m3.lsusb-v.txt");
        // written for this test: lsusb -t lines as usbutils prints them, placing the Seagate where its port shows it, then elsewhere
        String agreeing = "/:  Bus 002.Port 001: Dev 001, Class=root_hub, Driver=xhci_hcd/6p, 5000M\n"
                + "    |__ Port 002: Dev 002, If 0, Class=Mass Storage, Driver=uas, 5000M\n" + dump;
        String elsewhere = agreeing.replace("Port 002: Dev 002", "Port 003: Dev 002");

        Observation same = new Imports().parse(agreeing, "h", ImportFormat.AUTO);
        Observation moved = new Imports().parse(elsewhere, "h", ImportFormat.AUTO);

        assertThat(same.devices()).extracting(ObservedDevice::path, ObservedDevice::speedMbps).containsExactly(tuple("2-2", UsbSpeed.parse("5000")));
        assertThat(same.notes()).noneMatch(n -> n.kind().equals("conflict"));
        assertThat(moved.notes()).filteredOn(n -> n.kind().equals("conflict")).extracting(ObservationNote::message).singleElement()
                .asString().startsWith("lsusb -v's Hub Port Status shows port 3 without a device");
    }

    private static Observation imported(String machine) throws Exception {
        return new Imports().parse(ImportFixtures.text("lsusb-v/" + machine + ".lsusb-v.txt"), "h", ImportFormat.AUTO);
    }
}
