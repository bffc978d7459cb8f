package dev.linkledger.probe.sysfs;

import java.io.ByteArrayOutputStream;

/**
 * Binary BOS descriptor sets as devices return them (USB 3.2 spec 9.6.2). The SuperSpeedPlus
 * capability is the JMS583's from seed 000 ({@code lsusb -v}: "Speed Attribute ID: 10 10Gb/s").
 */
final class BosBytes {
    static final byte[] USB2_EXTENSION = {0x07, 0x10, 0x02, 0x06, 0x00, 0x00, 0x00};
    static final byte[] SUPERSPEED = {0x0a, 0x10, 0x03, 0x00, 0x0e, 0x00, 0x01, 0x0a, (byte) 0xff, 0x07};
    static final byte[] SUPERSPEED_PLUS_10G = {0x14, 0x10, 0x0a, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x11, 0x00, 0x00,
            0x30, 0x40, 0x0a, 0x00, (byte) 0xb0, 0x40, 0x0a, 0x00};
    static final byte[] CONTAINER_ID = {0x14, 0x10, 0x04, 0x00, 0x5a, 0x1c, 0x3e, 0x0b, 0x27, 0x40, 0x4e, 0x16,
            (byte) 0x8d, 0x1f, 0x09, 0x7c, 0x4a, 0x23, 0x61, 0x2e};

    /** A USB 2.0 device with LPM: bcdUSB 2.01+, no SuperSpeed capability. */
    static final byte[] HIGH_SPEED_LPM = of(USB2_EXTENSION);
    static final byte[] GEN1 = of(USB2_EXTENSION, SUPERSPEED);
    static final byte[] GEN1_HUB = of(USB2_EXTENSION, SUPERSPEED, CONTAINER_ID);
    static final byte[] GEN2 = of(USB2_EXTENSION, SUPERSPEED, SUPERSPEED_PLUS_10G);
    static final byte[] GEN2_HUB = of(USB2_EXTENSION, SUPERSPEED, SUPERSPEED_PLUS_10G, CONTAINER_ID);

    private BosBytes() {
    }

    static byte[] of(byte[]... capabilities) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int total = 5;
        for (byte[] c : capabilities) total += c.length;
        out.writeBytes(new byte[]{0x05, 0x0f, (byte) total, (byte) (total >> 8), (byte) capabilities.length});
        for (byte[] c : capabilities) out.writeBytes(c);
        return out.toByteArray();
    }
}
