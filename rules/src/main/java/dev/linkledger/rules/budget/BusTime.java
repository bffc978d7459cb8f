package dev.linkledger.rules.budget;

/**
 * The bus time of one periodic transaction, in nanoseconds, by the formulas of USB 2.0 §5.11.3
 * ("Calculating Bus Transaction Times"), with the constants the kernel schedules by
 * (include/linux/usb/hcd.h, drivers/usb/core/hcd.c {@code usb_calc_bus_time}): a host delay of 5 ns at
 * high speed and 1000 ns at full and low speed, 333 ns of hub low-speed setup. Bit stuffing is the
 * worst case, 7/6 of the bits. A SuperSpeed link is timed by its raw rate after encoding alone
 * (packet headers and link commands are not counted), so a budget it shows over is over.
 */
final class BusTime {
    private static final double HS_HOST_DELAY_NS = 5;
    private static final double FS_HOST_DELAY_NS = 1000;
    private static final double HUB_LS_SETUP_NS = 333;

    private BusTime() {
    }

    /** Worst-case stuffed bits of a payload, as the spec's {@code BitStuffTime}: 7/6 × 8 × bytes. */
    private static double stuffed(int bytes) {
        return Math.floor(3.167 + 7.0 * 8 * bytes / 6);
    }

    /** A high-speed transaction: 38 bytes of overhead for isochronous (no handshake), 55 for interrupt. */
    static double highSpeedNs(boolean isochronous, int bytes) {
        return (isochronous ? 38 : 55) * 8 * 2.083 + 2.083 * stuffed(bytes) + HS_HOST_DELAY_NS;
    }

    /** A full-speed transaction: isochronous IN 7268 ns, OUT 6265 ns of overhead; interrupt 9107 ns either way. */
    static double fullSpeedNs(boolean isochronous, boolean in, int bytes) {
        double overhead = isochronous ? (in ? 7268 : 6265) : 9107;
        return overhead + 83.54 * stuffed(bytes) + FS_HOST_DELAY_NS;
    }

    /** A low-speed (interrupt) transaction, including the hub's low-speed setup twice. */
    static double lowSpeedNs(boolean in, int bytes) {
        return in ? 64060 + 2 * HUB_LS_SETUP_NS + 676.67 * stuffed(bytes) + FS_HOST_DELAY_NS
                : 64107 + 2 * HUB_LS_SETUP_NS + 667.0 * stuffed(bytes) + FS_HOST_DELAY_NS;
    }

    /** A SuperSpeed payload at a link's raw rate after encoding, in MB/s (one byte per microsecond per MB/s). */
    static double superSpeedNs(int bytes, int rawMBps) {
        return 1000.0 * bytes / rawMBps;
    }
}
