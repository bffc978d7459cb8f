package dev.linkledger.probe.observation;

import dev.linkledger.probe.usb.UsbSpeed;

/**
 * One endpoint descriptor of an interface's alternate setting, with its SuperSpeed endpoint
 * companion where the device has one. Numbers are the descriptor's own (USB 2.0 §9.6.6, USB 3.2
 * §9.6.7); what they mean at a link speed is decoded here, once.
 *
 * @param alternateSetting the {@code bAlternateSetting} of the interface descriptor the endpoint follows
 * @param address          {@code bEndpointAddress}: bit 7 the direction (1 = IN), bits 3:0 the number
 * @param maxPacketSize    {@code wMaxPacketSize} as the descriptor holds it: bits 10:0 the packet size, bits 12:11
 *                         the additional transactions per microframe of a high-speed periodic endpoint
 * @param interval         {@code bInterval} as the descriptor holds it
 * @param maxBurst         the companion's {@code bMaxBurst} (packets per burst, less one); null without a companion
 * @param mult             the companion's {@code bmAttributes} bits 1:0 of an isochronous endpoint (bursts per
 *                         service interval, less one); null without a companion
 * @param bytesPerInterval the companion's {@code wBytesPerInterval}: what a periodic SuperSpeed endpoint moves per
 *                         service interval; null without a companion
 */
public record ObservedEndpoint(int alternateSetting, int address, TransferType transferType, int maxPacketSize,
                               int interval, Integer maxBurst, Integer mult, Integer bytesPerInterval) {

    private static final double MICROFRAME_US = 125;
    private static final double FRAME_US = 1000;

    /** An endpoint seen without its SuperSpeed companion (a USB 2.0 device, or a source that does not show it). */
    public ObservedEndpoint(int alternateSetting, int address, TransferType transferType, int maxPacketSize, int interval) {
        this(alternateSetting, address, transferType, maxPacketSize, interval, null, null, null);
    }

    /** Data flows to the host. */
    public boolean in() {
        return (address & 0x80) != 0;
    }

    public int number() {
        return address & 0x0f;
    }

    /** {@code 81}: the address as lsusb and sysfs' {@code ep_81} name it. */
    public String addressHex() {
        return String.format("%02x", address);
    }

    public boolean periodic() {
        return transferType != null && transferType.periodic();
    }

    /** The largest packet, bits 10:0 of {@code wMaxPacketSize}. */
    public int packetBytes() {
        return maxPacketSize & 0x7ff;
    }

    /** Transactions per microframe of a high-speed periodic endpoint: 1 + bits 12:11 (USB 2.0 §9.6.6, Table 9-14). */
    public int transactionsPerMicroframe() {
        return 1 + ((maxPacketSize >> 11) & 0x3);
    }

    /**
     * The bytes a periodic endpoint may move in one service interval at {@code speed}: the companion's
     * {@code wBytesPerInterval} at SuperSpeed when known, else packets × burst × mult; a high-speed
     * endpoint's packets times its transactions per microframe; one packet at full and low speed.
     */
    public int bytesPerServiceInterval(UsbSpeed speed) {
        if (speed != null && speed.superSpeed()) {
            if (bytesPerInterval != null) return bytesPerInterval;
            int bursts = transferType == TransferType.ISOCHRONOUS && mult != null ? mult + 1 : 1;
            return packetBytes() * ((maxBurst == null ? 0 : maxBurst) + 1) * bursts;
        }
        if (speed != null && speed.highSpeed()) return packetBytes() * transactionsPerMicroframe();
        return packetBytes();
    }

    /**
     * The service interval of a periodic endpoint at {@code speed}, in microseconds; null for bulk and
     * control endpoints and for an unknown speed. High-speed and SuperSpeed periodic endpoints and
     * full-speed isochronous ones are served every 2^(bInterval−1) (micro)frames (USB 2.0 §9.6.6, USB 3.2
     * §9.6.6); a full- or low-speed interrupt endpoint asks for bInterval frames, and hosts serve it at
     * the power of two at or below that (the kernel rounds it so in {@code usb_submit_urb}, and the xHCI
     * driver's {@code xhci_parse_frame_interval} likewise), so that is the period it reserves.
     */
    public Double servicePeriodMicros(UsbSpeed speed) {
        if (!periodic() || speed == null || !speed.numeric()) return null;
        int exponent = Math.max(1, Math.min(16, interval)) - 1;
        if (speed.superSpeed() || speed.highSpeed()) return MICROFRAME_US * (1 << exponent);
        if (transferType == TransferType.ISOCHRONOUS) return FRAME_US * (1 << exponent);
        return FRAME_US * Integer.highestOneBit(Math.max(1, interval));
    }
}
