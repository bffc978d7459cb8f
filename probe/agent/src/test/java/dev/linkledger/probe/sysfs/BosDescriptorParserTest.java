package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.Capability;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BosDescriptorParserTest {
    /** BOS header: bLength 5, type 0x0F, wTotalLength, bNumDeviceCaps. */
    private static byte[] bos(int caps, byte[]... capabilities) {
        int total = 5 + Arrays.stream(capabilities).mapToInt(c -> c.length).sum();
        byte[] out = new byte[total];
        out[0] = 5;
        out[1] = 0x0F;
        out[2] = (byte) total;
        out[3] = (byte) (total >> 8);
        out[4] = (byte) caps;
        int at = 5;
        for (byte[] c : capabilities) {
            System.arraycopy(c, 0, out, at, c.length);
            at += c.length;
        }
        return out;
    }

    private static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) b[i] = (byte) values[i];
        return b;
    }

    private static final byte[] USB2_EXTENSION_LPM = bytes(0x07, 0x10, 0x02, 0x06, 0x00, 0x00, 0x00);
    /** wSpeedsSupported 0x000e: full, high and 5 Gb/s. */
    private static final byte[] SUPERSPEED_5G = bytes(0x0A, 0x10, 0x03, 0x00, 0x0E, 0x00, 0x01, 0x0A, 0xFF, 0x07);

    /** Two sublink attributes (RX and TX), both 10 Gb/s SuperSpeedPlus; {@code functionality} carries min lanes. */
    private static byte[] superSpeedPlus10G(int functionality) {
        return bytes(0x14, 0x10, 0x0A, 0x00, 0x01, 0x00, 0x00, 0x00,
                functionality & 0xFF, functionality >> 8, 0x00, 0x00,
                0x30, 0x40, 0x0A, 0x00,   // 0x000a4030: ID 0, exponent 3 (Gb/s), symmetric RX, SSP, mantissa 10
                0xB0, 0x40, 0x0A, 0x00);  // 0x000a40b0: same, TX
    }

    @Test
    void superSpeedOnlyDeviceCanDoFiveGigabits() throws Exception {
        assertThat(BosDescriptorParser.parse(bos(2, USB2_EXTENSION_LPM, SUPERSPEED_5G)))
                .isEqualTo(new Capability(5000, 1, "bos"));
    }

    @Test
    void superSpeedPlusWithOneLaneIsGen2x1TenGigabits() throws Exception {
        assertThat(BosDescriptorParser.parse(bos(3, USB2_EXTENSION_LPM, SUPERSPEED_5G, superSpeedPlus10G(0x1100))))
                .isEqualTo(new Capability(10000, 1, "bos"));
    }

    @Test
    void superSpeedPlusWithTwoLanesIsGen2x2TwentyGigabits() throws Exception {
        assertThat(BosDescriptorParser.parse(bos(3, USB2_EXTENSION_LPM, SUPERSPEED_5G, superSpeedPlus10G(0x2200))))
                .isEqualTo(new Capability(20000, 2, "bos"));
    }

    @Test
    void bosWithoutSuperSpeedCapabilityIsAUsb2LpmDevice() throws Exception {
        assertThat(BosDescriptorParser.parse(bos(1, USB2_EXTENSION_LPM))).isEqualTo(new Capability(480, null, "bos"));
    }

    @Test
    void sublinkSpeedUsesExponentAndMantissa() {
        assertThat(BosDescriptorParser.sublinkBitsPerSecond(0x000A4030L)).isEqualTo(10_000_000_000L);
        assertThat(BosDescriptorParser.sublinkBitsPerSecond(0x13880020L)).isEqualTo(5_000_000_000L); // 5000 Mb/s
    }

    @Test
    void rejectsACapabilityCutOffMidway() {
        byte[] full = bos(3, USB2_EXTENSION_LPM, SUPERSPEED_5G, superSpeedPlus10G(0x1100));
        byte[] truncated = Arrays.copyOf(full, 30);
        truncated[2] = 30; // a consistent header around a cut body: the capability itself must be checked

        assertThatThrownBy(() -> BosDescriptorParser.parse(truncated))
                .isInstanceOf(MalformedDescriptorException.class).hasMessageContaining("offset 22");
    }

    @Test
    void rejectsAFileShorterThanItsDeclaredTotalLength() {
        byte[] full = bos(2, USB2_EXTENSION_LPM, SUPERSPEED_5G);

        assertThatThrownBy(() -> BosDescriptorParser.parse(Arrays.copyOf(full, 12)))
                .isInstanceOf(MalformedDescriptorException.class).hasMessageContaining("wTotalLength 22");
    }

    @Test
    void rejectsFewerCapabilitiesThanDeclared() {
        assertThatThrownBy(() -> BosDescriptorParser.parse(bos(3, SUPERSPEED_5G)))
                .isInstanceOf(MalformedDescriptorException.class).hasMessageContaining("bNumDeviceCaps 3");
    }

    @Test
    void rejectsSomethingThatIsNotABos() {
        assertThatThrownBy(() -> BosDescriptorParser.parse(bytes(0x12, 0x01, 0x10, 0x02, 0x00)))
                .isInstanceOf(MalformedDescriptorException.class);
        assertThatThrownBy(() -> BosDescriptorParser.parse(new byte[3])).isInstanceOf(MalformedDescriptorException.class);
    }

    /** Documents the committed fixture file byte for byte: LPM, SuperSpeed 5G, SuperSpeedPlus 10G x1. */
    @Test
    void seed000FixtureBosFileIsTheJms583AdvertisingTenGigabits() throws Exception {
        Path file = SysfsFixtures.SEED000.resolve("devices/pci0000:00/0000:00:08.1/0000:03:00.4/usb3/3-2/bos_descriptors");
        byte[] expected = bos(3, USB2_EXTENSION_LPM, SUPERSPEED_5G, superSpeedPlus10G(0x1100));

        assertThat(Files.readAllBytes(file)).isEqualTo(expected);
        assertThat(BosDescriptorParser.parse(expected)).isEqualTo(new Capability(10000, 1, "bos"));
    }
}
