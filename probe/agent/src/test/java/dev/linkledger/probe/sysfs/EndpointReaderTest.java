package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.TransferType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * A webcam's interfaces read from sysfs: every setting from the {@code descriptors} file, else the setting
 * in use from {@code ep_XX/} (drivers/usb/core/endpoint.c's formats: two hex digits, {@code wMaxPacketSize}
 * masked to 11 bits). The numbers are the Logitech C270's, as lsusb -v shows it in probe/model's
 * {@code imports/lsusb-v/amd-minipc-webcam-mic.lsusb-v.txt}.
 */
class EndpointReaderTest {

    /** A C270 at 1-1, streaming in setting 7 (2 × 640 bytes per microframe). */
    private static SysfsTreeWriter webcam(Path root) {
        SysfsTreeWriter w = new SysfsTreeWriter(root);
        Path pci = w.controller("pci0000:00/0000:00:14.0", "8086", "a0ed");
        w.rootHub(pci, 1, "480", " 2.00", 4);
        Path cam = w.device("1-1", 3, "480", " 2.00", "046d", "0825", "0012", "ef", "01", null, "C270 HD WEBCAM", null, "500mA");
        w.attr(cam, "bConfigurationValue", "1");
        w.iface("1-1", 0, "0e", "01", "00", "uvcvideo");
        w.iface("1-1", 1, "0e", "02", "00", "uvcvideo");
        Path streaming = w.dir("1-1").resolve("1-1:1.1");
        w.attr(streaming, "bAlternateSetting", " 7");
        Path ep = streaming.resolve("ep_81");
        w.attr(ep, "bEndpointAddress", "81");
        w.attr(ep, "bmAttributes", "05");
        w.attr(ep, "wMaxPacketSize", "0280");
        w.attr(ep, "bInterval", "01");
        w.attr(ep, "type", "Isoc");
        w.attr(ep, "direction", "in");
        w.attr(ep, "interval", "125us");
        return w;
    }

    @Test
    void withoutTheDescriptorsFileReadsTheSettingInUseFromItsEndpointDirectoriesAndSaysWhatIsMissing(@TempDir Path root) {
        webcam(root);

        Observation o = SysfsReading.read(root);

        ObservedInterface video = o.devices().get(0).interfaces().get(1);
        assertThat(video.alternateSetting()).isEqualTo(7);
        assertThat(video.endpoints()).containsExactly(new ObservedEndpoint(7, 0x81, TransferType.ISOCHRONOUS, 0x0280, 1));
        assertThat(o.notes()).extracting(ObservationNote::kind).containsExactly("partial");
        assertThat(o.notes().get(0).message()).contains("high-bandwidth bits");
    }

    @Test
    void theDescriptorsFileGivesEverySettingWithItsHighBandwidthBits(@TempDir Path root) {
        SysfsTreeWriter w = webcam(root);
        w.bytes(w.dir("1-1"), "descriptors", c270Descriptors());

        Observation o = SysfsReading.read(root);

        ObservedInterface video = o.devices().get(0).interfaces().get(1);
        assertThat(video.alternateSetting()).isEqualTo(7);
        assertThat(video.endpoints()).extracting(ObservedEndpoint::alternateSetting, ObservedEndpoint::maxPacketSize,
                ObservedEndpoint::transactionsPerMicroframe).containsExactly(tuple(7, 0x0a80, 2), tuple(11, 0x13fc, 3));
        assertThat(o.devices().get(0).interfaces().get(0).endpoints()).extracting(ObservedEndpoint::addressHex).containsExactly("87");
        assertThat(o.notes()).isEmpty();
    }

    /** The device descriptor and the part of the configuration the test needs, byte for byte as the kernel keeps them. */
    private static byte[] c270Descriptors() {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        write(b, 18, 1, 0x00, 0x02, 0xef, 0x02, 0x01, 64, 0x6d, 0x04, 0x25, 0x08, 0x12, 0x00, 0, 2, 0, 1);
        write(b, 9, 2, 9 + 9 + 7 + 9 + 9 + 7 + 9 + 7, 0, 2, 1, 0, 0x80, 250);
        write(b, 9, 4, 0, 0, 1, 0x0e, 0x01, 0x00, 0);
        write(b, 7, 5, 0x87, 0x03, 0x10, 0x00, 8);
        write(b, 9, 4, 1, 0, 0, 0x0e, 0x02, 0x00, 0);
        write(b, 9, 4, 1, 7, 1, 0x0e, 0x02, 0x00, 0);
        write(b, 7, 5, 0x81, 0x05, 0x80, 0x0a, 1);
        write(b, 9, 4, 1, 11, 1, 0x0e, 0x02, 0x00, 0);
        write(b, 7, 5, 0x81, 0x05, 0xfc, 0x13, 1);
        return b.toByteArray();
    }

    private static void write(ByteArrayOutputStream out, int... bytes) {
        for (int v : bytes) out.write(v);
    }
}
