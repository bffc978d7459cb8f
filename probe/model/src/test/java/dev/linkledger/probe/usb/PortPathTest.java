package dev.linkledger.probe.usb;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PortPathTest {

    @Test
    void readsBusAndPortChainOfANestedDevice() {
        PortPath path = PortPath.parse("1-7.2.1");

        assertThat(path.bus()).isEqualTo(1);
        assertThat(path.ports()).containsExactly(7, 2, 1);
        assertThat(path.depth()).isEqualTo(3);
        assertThat(path).hasToString("1-7.2.1");
    }

    @Test
    void parentOfANestedDeviceIsTheHubItHangsOn() {
        assertThat(PortPath.parse("1-7.2.1").parent()).isEqualTo(PortPath.parse("1-7.2"));
        assertThat(PortPath.parse("1-7.2.1").parentName()).isEqualTo("1-7.2");
        assertThat(PortPath.parse("1-7.2.1").portId()).isEqualTo("1-7.2-port1");
    }

    @Test
    void aDeviceOnARootPortHangsOnTheRootHub() {
        PortPath path = PortPath.parse("3-2");

        assertThat(path.parent()).isNull();
        assertThat(path.parentName()).isEqualTo("usb3");
        assertThat(path.portId()).isEqualTo("usb3-port2");
    }

    @Test
    void childAppendsAPort() {
        assertThat(PortPath.parse("1-7").child(2)).isEqualTo(new PortPath(1, List.of(7, 2)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"3-0.5", "x-1", "usb3", "3-2:1.0", "0-1", "1-", "1-7..2", "1-256", "", "1-32", "64-1",
            "1-1.1.1.1.1.1.1", "03-2", "3-02", "../x", "3-2."})
    void rejectsPathsNoKernelWouldWrite(String text) {
        assertThatThrownBy(() -> PortPath.parse(text)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ordersHubsBeforeTheDevicesBehindThemAndPortsNumerically() {
        List<PortPath> sorted = List.of("1-10", "1-7.2.1", "2-1", "1-7", "1-7.2").stream().map(PortPath::parse).sorted().toList();

        assertThat(sorted).extracting(PortPath::toString).containsExactly("1-7", "1-7.2", "1-7.2.1", "1-10", "2-1");
    }

    /** The kernel's limits: bus 1..63 (USB_MAXBUS), ports 1..31 (USB_MAXCHILDREN), 6 ports deep (MAX_TOPO_LEVEL). */
    @ParameterizedTest
    @ValueSource(strings = {"3-2", "1-7.2.1", "12-31", "63-1", "1-1.1.1.1.1.1", "1-31.31.31.31.31.31"})
    void acceptsEveryPathTheKernelCanName(String path) {
        assertThat(PortPath.problem(path)).isNull();
        assertThat(PortPath.parse(path).toString()).isEqualTo(path);
    }

    @Test
    void namesWhatIsWrongWithAPath() {
        assertThat(PortPath.problem(null)).contains("not a kernel device path");
        assertThat(PortPath.problem("3-32")).isEqualTo("'3-32' names port 32, a hub has at most 31");
        assertThat(PortPath.problem("1-1.1.1.1.1.1.1")).isEqualTo("'1-1.1.1.1.1.1.1' is nested deeper than the kernel allows");
        assertThat(PortPath.problem("64-1")).contains("buses 1 to 63");
    }

    @Test
    void sortsPathTextsByBusThenPortNumbersWithAHubBeforeWhatHangsOnIt() {
        List<String> paths = new java.util.ArrayList<>(List.of("3-10", "1-7.2", "3-2", "1-7", "10-1", "1-7.10"));
        paths.sort(PortPath.TEXT_ORDER);
        assertThat(paths).containsExactly("1-7", "1-7.2", "1-7.10", "3-2", "3-10", "10-1");
    }

    @Test
    void namesPortsAsTheKernelDoes() {
        assertThat(PortPath.parse("3-2").portId()).isEqualTo("usb3-port2");
        assertThat(PortPath.parse("1-7.2.1").portId()).isEqualTo("1-7.2-port1");
        assertThat(PortPath.rootPortId(4, 2)).isEqualTo("usb4-port2");
        assertThat(PortPath.busOf("12-3.1")).isEqualTo(12);
    }

    @Test
    void findsTheDeviceInAPortFromThePortsName() {
        assertThat(PortPath.pluggedInto("usb3-port2")).isEqualTo(PortPath.parse("3-2"));
        assertThat(PortPath.pluggedInto("1-7.2-port1")).isEqualTo(PortPath.parse("1-7.2.1"));
        assertThat(PortPath.pluggedInto("usb3-port32")).isNull();
        assertThat(PortPath.pluggedInto("1-1.1.1.1.1.1-port1")).isNull();
        assertThat(PortPath.pluggedInto("3-2")).isNull();
        assertThat(PortPath.rootHubBus("usb12")).isEqualTo(12);
        assertThat(PortPath.rootHubBus("usb64")).isNull();
        assertThat(PortPath.rootHubBus("usb3-port1")).isNull();
    }

    @Test
    void tellsADevicePathBelowAHubOnTheTexts() {
        assertThat(PortPath.isBelow("1-7.2.1", "1-7")).isTrue();
        assertThat(PortPath.isBelow("1-7.2", "1-7")).isTrue();
        assertThat(PortPath.isBelow("1-7", "1-7")).isFalse();
        assertThat(PortPath.isBelow("1-72", "1-7")).isFalse();
        assertThat(PortPath.isBelow("1-7.", "1-7")).isFalse();
        assertThat(PortPath.isBelow("2-7.1", "1-7")).isFalse();
        assertThat(PortPath.isBelow(null, "1-7")).isFalse();
        assertThat(PortPath.isBelow("1-7.1", null)).isFalse();
    }

    @Test
    void tellsARootPortPathFromANestedOneAndFromOtherText() {
        assertThat(PortPath.onRootPort("3-2")).isTrue();
        assertThat(PortPath.onRootPort("3-2.1")).isFalse();
        // an unplaced device's key and a root hub's name are not device paths at all
        assertThat(PortPath.onRootPort("Bus 001 Device 023")).isFalse();
        assertThat(PortPath.onRootPort("usb3")).isFalse();
        assertThat(PortPath.onRootPort(null)).isFalse();
    }
}
