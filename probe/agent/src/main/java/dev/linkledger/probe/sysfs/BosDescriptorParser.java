package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.usb.SuperSpeedPlusFields;
import dev.linkledger.probe.observation.Capability;

/**
 * Reads what a device says it can do from its BOS descriptor set (sysfs {@code bos_descriptors},
 * USB 3.2 spec 9.6.2). Only the SuperSpeed (0x03) and SuperSpeedPlus (0x0A) capabilities matter
 * here; others are skipped by their bLength.
 */
public final class BosDescriptorParser {
    private static final int BOS_TYPE = 0x0F;
    private static final int DEVICE_CAPABILITY_TYPE = 0x10;
    private static final int SUPERSPEED = 0x03;
    private static final int SUPERSPEED_PLUS = 0x0A;
    private static final int SPEED_5GBPS_BIT = 1 << 3;

    private BosDescriptorParser() {
    }

    public static Capability parse(byte[] data) throws MalformedDescriptorException {
        if (data == null || data.length < 5) throw new MalformedDescriptorException("BOS header needs 5 bytes, got " + len(data));
        if (u8(data, 0) < 5 || u8(data, 1) != BOS_TYPE) {
            throw new MalformedDescriptorException(String.format("not a BOS descriptor (bLength %d, bDescriptorType 0x%02x)", u8(data, 0), u8(data, 1)));
        }
        int total = u16(data, 2);
        int declaredCaps = u8(data, 4);
        if (total > data.length) throw new MalformedDescriptorException("wTotalLength " + total + " but only " + data.length + " bytes");
        Integer bestMbps = null;
        Integer bestLanes = null;
        boolean superSpeed = false;
        int offset = u8(data, 0);
        int seen = 0;
        while (offset < total) {
            int length = u8(data, offset);
            if (length < 3 || offset + length > total) {
                throw new MalformedDescriptorException("capability at offset " + offset + " has bLength " + length + ", " + (total - offset) + " bytes left");
            }
            if (u8(data, offset + 1) == DEVICE_CAPABILITY_TYPE) {
                int type = u8(data, offset + 2);
                if (type == SUPERSPEED) superSpeed |= superSpeed(data, offset, length);
                if (type == SUPERSPEED_PLUS) {
                    int[] rateAndLanes = superSpeedPlus(data, offset, length);
                    if (bestMbps == null || rateAndLanes[0] * rateAndLanes[1] > bestMbps) {
                        bestMbps = rateAndLanes[0] * rateAndLanes[1];
                        bestLanes = rateAndLanes[1];
                    }
                }
            }
            offset += length;
            seen++;
        }
        if (seen < declaredCaps) throw new MalformedDescriptorException("bNumDeviceCaps " + declaredCaps + " but only " + seen + " present");
        return Capability.fromBos(bestMbps, bestLanes, superSpeed);
    }

    private static boolean superSpeed(byte[] d, int at, int length) throws MalformedDescriptorException {
        if (length < 10) throw new MalformedDescriptorException("SuperSpeed capability needs 10 bytes, has " + length);
        return (u16(d, at + 4) & SPEED_5GBPS_BIT) != 0;
    }

    /** Returns {highest lane rate in Mb/s, lanes}; lanes are the larger of wFunctionalitySupport's min RX/TX lane counts. */
    private static int[] superSpeedPlus(byte[] d, int at, int length) throws MalformedDescriptorException {
        if (length < 12) throw new MalformedDescriptorException("SuperSpeedPlus capability needs 12 bytes, has " + length);
        int attributeCount = (int) (u32(d, at + 4) & 0x1F) + 1;
        if (length < 12 + 4 * attributeCount) {
            throw new MalformedDescriptorException("SuperSpeedPlus capability declares " + attributeCount + " sublink speed attributes in " + length + " bytes");
        }
        int functionality = u16(d, at + 8);
        int lanes = SuperSpeedPlusFields.lanes(functionality);
        long bestBps = 0;
        for (int i = 0; i < attributeCount; i++) {
            bestBps = Math.max(bestBps, sublinkBitsPerSecond(u32(d, at + 12 + 4 * i)));
        }
        return new int[]{(int) (bestBps / 1_000_000L), lanes};
    }

    static long sublinkBitsPerSecond(long attribute) {
        return SuperSpeedPlusFields.sublinkBitsPerSecond(attribute);
    }

    private static int len(byte[] d) {
        return d == null ? 0 : d.length;
    }

    private static int u8(byte[] d, int i) {
        return d[i] & 0xFF;
    }

    private static int u16(byte[] d, int i) {
        return u8(d, i) | u8(d, i + 1) << 8;
    }

    private static long u32(byte[] d, int i) {
        return (long) u16(d, i) | (long) u16(d, i + 2) << 16;
    }
}
