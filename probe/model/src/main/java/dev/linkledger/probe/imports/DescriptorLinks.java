package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.Capability;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.CapabilityEvidence;
import dev.linkledger.probe.usb.CapabilityResolver;
import dev.linkledger.probe.usb.CapabilitySource;
import dev.linkledger.probe.usb.SerialNumbers;
import dev.linkledger.probe.usb.UsbSpeed;
import dev.linkledger.probe.usb.UsbVersion;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The speed a device's own descriptors prove, for an lsusb -v excerpt: a reply's
 * {@code lsusb -v -d vvvv:pppp} shows no root hub, so no hub's {@code Hub Port Status} says how
 * the device linked ({@link PortLinks}), yet a descriptor read at one speed says which:
 * <ul>
 *   <li>{@code bMaxPacketSize0 9} (2^9 bytes) only at SuperSpeed or faster (USB 3.2 9.6.1), and a
 *       device declaring bcdUSB 3.00 does only Gen 1: 5000M. A 3.10 or 3.20 device may be at
 *       10000M or 20000M, which its descriptors do not tell: its speed stays unknown.</li>
 *   <li>with {@code bMaxPacketSize0 64}, an endpoint only high speed allows: the configuration a
 *       device returns is the one for the speed it runs at, and at full speed a bulk packet is 8 to
 *       64 bytes (high speed: 512), an interrupt packet at most 64, an isochronous one at most 1023,
 *       with one transaction per frame (USB 2.0 5.6.3, 5.7.3, 5.8.3; more per microframe, bits 12:11
 *       of wMaxPacketSize, only at high speed, 9.6.6).</li>
 *   <li>{@code bMaxPacketSize0 64} alone allows full or high speed (USB 2.0 5.5.3), except for a
 *       device that can do SuperSpeed (its BOS, the catalog, or the same unit at SuperSpeed in the
 *       paste): not on SuperSpeed, it is on its USB 2.0 pairs. That those run at high speed is
 *       inferred, not read: a USB 3 part's USB 2.0 side is a high-speed one (every USB 3 part in
 *       the catalog), and only a full-speed hub in front of it would make it 12M.</li>
 * </ul>
 * Only an excerpt is read so: a whole dump shows its root hubs, whose port status names each
 * port's link and leaves a device it cannot place unplaced, and the population benchmark's
 * findings rest on that reading.
 */
final class DescriptorLinks {
    static final String NOTE = "descriptor-speed";
    /** Sources strong enough to say a device can do SuperSpeed; a bcdUSB 2.10 is not (LPM-only USB 2.0 devices declare it). */
    private static final Set<CapabilitySource> SUPERSPEED_PROOF = Set.of(CapabilitySource.BOS, CapabilitySource.CATALOG);
    private static final int SUPERSPEED_EP0_EXPONENT = 9;
    private static final int HIGH_SPEED_EP0 = 64;
    private static final int HIGH_SPEED_BULK = 512;
    private static final int FULL_SPEED_INTERRUPT_MAX = 64;
    private static final int FULL_SPEED_ISOCHRONOUS_MAX = 1023;

    private DescriptorLinks() {
    }

    /** Whether the paste's lsusb -v is an excerpt: device blocks, no root hub's. */
    static boolean excerpt(List<SectionResult> sections) {
        return sections.stream().anyMatch(s -> s.format() == ImportFormat.LSUSB_V && !s.devices().isEmpty() && s.buses().isEmpty());
    }

    static void read(List<MergedDevice> devices, CapabilityResolver resolver, List<ObservationNote> notes) {
        for (MergedDevice m : devices) {
            if (!readable(m)) continue;
            DeviceFacts d = m.facts;
            if (superSpeed(d)) set(m, UsbSpeed.ofMbps(UsbSpeed.SUPER_SPEED_MBPS), "bMaxPacketSize0 9 and bcdUSB 3.00: SuperSpeed, Gen 1", notes);
            else if (highSpeedEndpoint(d)) set(m, UsbSpeed.ofMbps(UsbSpeed.HIGH_SPEED_MBPS), "an endpoint only high speed allows", notes);
        }
        // after the first pass: the same unit's SuperSpeed block is read by then
        for (MergedDevice m : devices) {
            if (!readable(m) || !Objects.equals(m.facts.maxPacketSize0, HIGH_SPEED_EP0) || hub(m.facts)) continue;
            String why = superSpeedCapable(m.facts, resolver, devices);
            if (why != null) set(m, UsbSpeed.ofMbps(UsbSpeed.HIGH_SPEED_MBPS),
                    "bMaxPacketSize0 64 on a device that " + why + ": its USB 2.0 pairs, inferred at high speed", notes);
        }
    }

    private static boolean readable(MergedDevice m) {
        return m.facts.speed == null && m.sources().contains(ImportFormat.LSUSB_V.label()) && m.facts.maxPacketSize0 != null;
    }

    /** A USB 3 hub's USB 2.0 half declares the hub's SuperSpeed in its BOS and is at USB 2.0 by design: nothing to infer. */
    private static boolean hub(DeviceFacts d) {
        return "09".equals(d.deviceClass) || (d.maxChild != null && d.maxChild > 0)
                || d.interfaces.stream().anyMatch(i -> "09".equals(i.interfaceClass()));
    }

    private static boolean superSpeed(DeviceFacts d) {
        return d.maxPacketSize0 == SUPERSPEED_EP0_EXPONENT && UsbVersion.USB_3_00.equals(d.bcdUsb);
    }

    private static boolean highSpeedEndpoint(DeviceFacts d) {
        return d.maxPacketSize0 == HIGH_SPEED_EP0 && d.interfaces.stream().map(ObservedInterface::endpoints).filter(Objects::nonNull)
                .flatMap(List::stream).anyMatch(DescriptorLinks::highSpeedOnly);
    }

    private static boolean highSpeedOnly(ObservedEndpoint e) {
        if (e.transferType() == null) return false;
        return switch (e.transferType()) {
            case BULK -> e.packetBytes() == HIGH_SPEED_BULK;
            case INTERRUPT -> e.packetBytes() > FULL_SPEED_INTERRUPT_MAX || e.transactionsPerMicroframe() > 1;
            case ISOCHRONOUS -> e.packetBytes() > FULL_SPEED_ISOCHRONOUS_MAX || e.transactionsPerMicroframe() > 1;
            case CONTROL -> false;
        };
    }

    /** What proves the device can do SuperSpeed, or null. */
    private static String superSpeedCapable(DeviceFacts d, CapabilityResolver resolver, List<MergedDevice> devices) {
        Capability c = resolver.resolve(new CapabilityEvidence(d.bos, d.vidPid, d.bcdUsb, null, List.of()));
        if (SUPERSPEED_PROOF.contains(c.source()) && UsbSpeed.superSpeed(c.maxSpeedMbps()))
            return c.source() == CapabilitySource.BOS ? "declares SuperSpeed in its BOS" : "the catalog knows as a SuperSpeed part";
        if (d.vidPid == null || !SerialNumbers.identifiesOneDevice(d.serial)) return null;
        boolean sameUnitFaster = devices.stream().map(o -> o.facts).anyMatch(o -> o != d && o.speed != null && o.speed.superSpeed()
                && d.vidPid.equals(o.vidPid) && o.serial != null && d.serial.trim().equals(o.serial.trim()));
        return sameUnitFaster ? "the paste shows at SuperSpeed under the same ids and serial" : null;
    }

    private static void set(MergedDevice m, UsbSpeed speed, String why, List<ObservationNote> notes) {
        m.facts.speed = speed;
        notes.add(new ObservationNote(NOTE, m.facts.firstLine > 0 ? m.facts.firstLine : null, m.label(),
                "lsusb -v shows no hub port for it; its descriptors say " + speed.raw() + "M (" + why + ")"));
    }
}
