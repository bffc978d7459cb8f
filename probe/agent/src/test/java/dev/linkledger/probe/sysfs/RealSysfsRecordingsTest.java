package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.cli.ProbeCommand;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.PortPath;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The probe on sysfs trees of real machines: umockdev recordings from libfprint's and umockdev's
 * test suites ({@code sysfs-real/}, each with its SOURCE), materialised as umockdev's testbed lays them
 * out, read through {@code probe scan} and {@code probe tree} in-process. Every USB device a recording
 * holds must come out with the speed, ids, bus and device numbers and port the recording's own
 * attributes give, and the version its binary device descriptor declares.
 */
class RealSysfsRecordingsTest {
    static final Path RECORDINGS = Path.of("src/test/resources/sysfs-real");

    static Stream<String> recordings() throws IOException {
        try (Stream<Path> dirs = Files.list(RECORDINGS)) {
            return dirs.filter(d -> Files.exists(d.resolve("device.umockdev"))).map(d -> d.getFileName().toString())
                    .sorted().toList().stream();
        }
    }

    static UmockdevRecording recording(String name) {
        return UmockdevRecording.read(RECORDINGS.resolve(name).resolve("device.umockdev"));
    }

    private record Run(int code, String out, String err) {
    }

    private static Run probe(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        CommandLine cmd = ProbeCommand.commandLine(new ProbeCommand(System.in));
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        return new Run(cmd.execute(args), out.toString(), err.toString());
    }

    static Observation scan(Path root) throws IOException {
        Run run = probe("scan", "--sysfs", root.toString(), "--json", "--host", "real");
        assertThat(run.code()).as(run.err()).isZero();
        return ObservationJson.mapper().readValue(run.out(), Observation.class);
    }

    private static List<UmockdevRecording.Device> usbDevices(UmockdevRecording r) {
        return r.devices().stream().filter(d -> "usb".equals(d.subsystem()) && "usb_device".equals(d.properties().get("DEVTYPE")))
                .toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("recordings")
    void scanReadsEveryUsbDeviceOfTheRecordingAsItsAttributesSay(String name, @TempDir Path root) throws IOException {
        UmockdevRecording r = recording(name);
        Observation o = scan(r.materialise(root));

        List<UmockdevRecording.Device> recorded = usbDevices(r);
        assertThat(recorded).as("a recording of a USB device holds it and its root hub").hasSizeGreaterThanOrEqualTo(2);
        for (UmockdevRecording.Device d : recorded) {
            Integer rootBus = PortPath.rootHubBus(d.name());
            if (rootBus != null) {
                ObservedBus bus = o.buses().stream().filter(b -> b.bus() == rootBus).findFirst()
                        .orElseThrow(() -> new AssertionError(name + ": no bus " + rootBus + " in " + o.buses()));
                assertThat(bus.speedMbps().kernelText()).as(name + " " + d.name() + " speed").isEqualTo(d.text("speed").strip());
                assertThat(bus.ports()).as(name + " " + d.name() + " maxchild").isEqualTo(Integer.valueOf(d.text("maxchild").strip()));
                continue;
            }
            ObservedDevice seen = o.devices().stream().filter(x -> x.path().equals(d.name())).findFirst()
                    .orElseThrow(() -> new AssertionError(name + ": device " + d.name() + " not read; notes " + o.notes()));
            assertThat(seen.speedMbps().kernelText()).as(name + " " + d.name() + " speed").isEqualTo(d.text("speed").strip());
            assertThat(seen.bus()).as("busnum").isEqualTo(Integer.valueOf(d.text("busnum").strip()));
            assertThat(seen.devnum()).as("devnum").isEqualTo(Integer.valueOf(d.text("devnum").strip()));
            assertThat(seen.vendorId()).isEqualTo(d.text("idVendor").strip());
            assertThat(seen.productId()).isEqualTo(d.text("idProduct").strip());
            assertThat(seen.maxChild()).isEqualTo(Integer.valueOf(d.text("maxchild").strip()));
            if (d.links().containsKey("port")) {
                // The port link's last element: "3-1.1-port3", or "port2" under older kernels (umockdev's usbkbd).
                String port = Path.of(d.links().get("port")).getFileName().toString();
                PortPath path = PortPath.parse(d.name());
                assertThat(port).as(name + " " + d.name() + " port link").matches("(" + java.util.regex.Pattern.quote(
                        path.parentName()) + "-)?port" + path.lastPort());
                assertThat(seen.portId()).isEqualTo(PortPath.portName(path.parentName(), path.lastPort()));
            }
            DeviceDescriptor descriptor = DeviceDescriptor.of(d.attributes().get("descriptors"));
            assertThat(seen.bcdUsb()).as(name + " " + d.name() + " bcdUSB of its device descriptor").isEqualTo(descriptor.bcdUsb());
            assertThat(seen.deviceClass()).as("bDeviceClass").isEqualTo(descriptor.deviceClass());
            if (d.attributes().containsKey("bos_descriptors"))
                assertThat(seen.capability().source().wire()).isEqualTo("bos");
        }
        long placed = recorded.stream().filter(d -> PortPath.rootHubBus(d.name()) == null).count();
        assertThat(o.devices()).as(name + ": nothing read that the recording does not hold").hasSize((int) placed);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("recordings")
    void treeDrawsEveryDeviceWithItsSpeed(String name, @TempDir Path root) {
        UmockdevRecording r = recording(name);
        Run run = probe("tree", "--sysfs", r.materialise(root).toString());

        assertThat(run.code()).as(run.err()).isZero();
        for (UmockdevRecording.Device d : usbDevices(r)) {
            if (PortPath.rootHubBus(d.name()) != null) continue;
            assertThat(run.out()).as(name).containsPattern("(?m)" + java.util.regex.Pattern.quote(d.name()) + "\\b.*\\b"
                    + java.util.regex.Pattern.quote(d.text("speed").strip()) + "M");
        }
    }

    // Written from reading the recordings.

    @Test
    void aes3500HangsTwoVia2230HubsDownOnAThunderbolt3ControllersXhci(@TempDir Path root) throws IOException {
        Observation o = scan(recording("libfprint-aes3500").materialise(root));

        assertThat(o.devices()).extracting(ObservedDevice::path).containsExactly("3-1", "3-1.1", "3-1.1.3");
        assertThat(o.devices()).filteredOn(d -> d.path().equals("3-1.1.3")).singleElement().satisfies(d -> {
            assertThat(d.vendorId() + ":" + d.productId()).isEqualTo("08ff:5731");
            assertThat(d.speedMbps().mbps()).isEqualTo(12.0);
            assertThat(d.portId()).isEqualTo("3-1.1-port3");
            assertThat(d.parentPath()).isEqualTo("3-1.1");
            assertThat(d.product()).isEqualTo("Fingerprint Sensor");
        });
        assertThat(o.devices()).filteredOn(d -> d.path().startsWith("3-1") && d.maxChild() != null && d.maxChild() > 0)
                .extracting(d -> d.vendorId() + ":" + d.productId()).containsOnly("2230:0006");
        assertThat(o.controllers()).singleElement().satisfies(c -> {
            assertThat(c.pciAddress()).isEqualTo("0000:39:00.0");
            assertThat(c.vendorId() + ":" + c.deviceId()).as("Intel JHL6340 Alpine Ridge's xHCI").isEqualTo("8086:15b5");
            assertThat(c.buses()).containsExactly(3);
        });
        assertThat(o.buses()).singleElement().satisfies(b -> {
            assertThat(b.driver()).isEqualTo("xhci_hcd");
            assertThat(b.controller()).isEqualTo("0000:39:00.0");
        });
    }

    @Test
    void fido2sYubikeyIsAFullSpeedHidDeviceBehindTheUsb2HalfOfARealtekUsb3Hub(@TempDir Path root) throws IOException {
        Observation o = scan(recording("umockdev-fido2").materialise(root));

        assertThat(o.devices()).extracting(ObservedDevice::path).containsExactly("1-2", "1-2.3");
        ObservedDevice hub = o.devices().get(0);
        assertThat(hub.vendorId() + ":" + hub.productId()).isEqualTo("0bda:5411");
        assertThat(hub.bcdUsb()).isEqualTo("2.10");
        assertThat(hub.speedMbps().mbps()).isEqualTo(480.0);
        ObservedDevice key = o.devices().get(1);
        assertThat(key.vendorId() + ":" + key.productId()).isEqualTo("1050:0120");
        assertThat(key.interfaces()).singleElement().satisfies(i -> {
            assertThat(i.interfaceClass()).isEqualTo("03");
            assertThat(i.driver()).isEqualTo("usbhid");
        });
        assertThat(o.controllers()).extracting(ObservedController::pciAddress).containsExactly("0000:05:00.3");
    }

    @Test
    void usbkbdPcapsKeyboardIsALowSpeedDevice(@TempDir Path root) throws IOException {
        Observation o = scan(recording("umockdev-usbkbd-pcap").materialise(root));

        assertThat(o.devices()).singleElement().satisfies(d -> {
            assertThat(d.path()).isEqualTo("1-3");
            assertThat(d.speedMbps().kernelText()).isEqualTo("1.5");
            assertThat(d.vendorId()).isEqualTo("04d9");
        });
    }

    @Test
    void canonsCameraSitsFourHubsDeepAtHighSpeed(@TempDir Path root) throws IOException {
        Observation o = scan(recording("umockdev-canon-powershot-sx200").materialise(root));

        assertThat(o.devices()).extracting(ObservedDevice::path).containsExactly("1-1", "1-1.5", "1-1.5.2", "1-1.5.2.3");
        assertThat(o.devices()).allSatisfy(d -> assertThat(d.speedMbps().mbps()).isEqualTo(480.0));
        assertThat(o.devices().get(3).vendorId() + ":" + o.devices().get(3).productId()).isEqualTo("04a9:31c0");
    }

    @Test
    void aPortDirectoryOfAnOlderKernelNamedPortNIsReadUnderTodaysName(@TempDir Path root) throws IOException {
        UmockdevRecording r = recording("umockdev-usbkbd");
        r.materialise(root);
        // The recording links the keyboard's port as ../1-1.5.4:1.0/port2 and leaves the hub's interface out;
        // its target, where the link says, is the shape of that kernel's port directory.
        Path keyboard = root.resolve("devices/pci0000:00/0000:00:1a.0/usb1/1-1/1-1.5/1-1.5.4/1-1.5.4.2");
        Files.createDirectories(keyboard.resolve("port").toAbsolutePath().getParent()
                .resolve(Files.readSymbolicLink(keyboard.resolve("port"))).normalize());

        Observation o = scan(root);

        assertThat(o.ports()).singleElement().satisfies(p -> {
            assertThat(p.id()).isEqualTo("1-1.5.4-port2");
            assertThat(p.hubPath()).isEqualTo("1-1.5.4");
            assertThat(p.number()).isEqualTo(2);
        });
        assertThat(o.devices()).filteredOn(d -> d.path().equals("1-1.5.4.2")).singleElement()
                .satisfies(d -> assertThat(d.portId()).isEqualTo("1-1.5.4-port2"));
    }

    /** The 18-byte device descriptor at the head of a {@code descriptors} attribute (USB 2.0 spec 9.6.1). */
    record DeviceDescriptor(String bcdUsb, String deviceClass) {
        static DeviceDescriptor of(byte[] raw) {
            assertThat(raw).as("descriptors").isNotNull().hasSizeGreaterThanOrEqualTo(18);
            assertThat(raw[1]).as("bDescriptorType DEVICE").isEqualTo((byte) 1);
            int bcd = (raw[2] & 0xff) | (raw[3] & 0xff) << 8;
            return new DeviceDescriptor(Integer.toHexString(bcd >> 8) + "." + String.format("%02x", bcd & 0xff),
                    String.format("%02x", raw[4] & 0xff));
        }
    }
}
