package dev.linkledger.rules.budget;

import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.TransferType;

import java.util.ArrayList;
import java.util.List;

/**
 * The interfaces and endpoints of real devices, transcribed number for number from public
 * {@code lsusb -v} output (the dumps themselves are in probe/model's test resources,
 * {@code imports/lsusb-v/}, with their sources in that folder's README):
 * <ul>
 * <li>Logitech C270 webcam (046d:0825), Logitech Unifying and Bolt receivers, Razer Seiren Mini, APC UPS and the
 *     VIA 2109:2817 hub: {@code amd-minipc-webcam-mic.lsusb-v.txt},
 *     https://lore.kernel.org/linux-usb/20241025152340.35be2607@hermes.local/</li>
 * <li>Arturia AF16Rig Audio (1c75:af20): {@code arturia-af16rig-audio.lsusb-v.txt},
 *     https://lore.kernel.org/linux-usb/3bbb710c-351d-46ec-a2e4-9ee4d766a750@settrans.net/</li>
 * <li>Razer Kiyo Pro (1532:0e05), SuperSpeed with endpoint companions: {@code razer-kiyo-pro.lsusb-vv.txt},
 *     https://lore.kernel.org/linux-usb/20260503232501.302335-3-jp@jphein.com/</li>
 * <li>PureThermal 2 (1e4e:0100), a full-speed UVC camera: Tim Harvey's lsusb -v on linux-usb,
 *     https://lore.kernel.org/linux-usb/CAJ+vNU32WbBd8BuHmojDh4adEemT57qviM12AeeiC8yFVNUgmg@mail.gmail.com/</li>
 * </ul>
 * {@code active} sets each interface's setting in use (sysfs' {@code bAlternateSetting}); null leaves it
 * unknown, as {@code lsusb -v} does.
 */
final class RealEndpoints {
    private static final int ISO_IN = 0x81;

    private RealEndpoints() {
    }

    static List<ObservedInterface> c270(Integer active) {
        int[] sizes = {0x00c0, 0x0180, 0x0200, 0x0280, 0x0320, 0x03b0, 0x0a80, 0x0b20, 0x0be0, 0x1380, 0x13fc};
        List<ObservedEndpoint> video = new ArrayList<>();
        for (int s = 0; s < sizes.length; s++) video.add(new ObservedEndpoint(s + 1, ISO_IN, iso(5), sizes[s], 1));
        List<ObservedEndpoint> audio = new ArrayList<>();
        int[] audioSizes = {0x0044, 0x0064, 0x0084, 0x00c4};
        for (int s = 0; s < audioSizes.length; s++) audio.add(new ObservedEndpoint(s + 1, 0x86, iso(5), audioSizes[s], 4));
        return List.of(
                new ObservedInterface(0, "0e", "01", "00", "uvcvideo", zero(active), List.of(interrupt(0x87, 0x10, 8))),
                new ObservedInterface(1, "0e", "02", "00", "uvcvideo", active, video),
                new ObservedInterface(2, "01", "01", "00", "snd-usb-audio", zero(active), List.of()),
                new ObservedInterface(3, "01", "02", "00", "snd-usb-audio", zero(active), audio));
    }

    static List<ObservedInterface> unifyingReceiver() {
        return List.of(hid(0, interrupt(0x81, 0x08, 8)), hid(1, interrupt(0x82, 0x08, 2)), hid(2, interrupt(0x83, 0x20, 2)));
    }

    static List<ObservedInterface> boltReceiver() {
        return List.of(hid(0, interrupt(0x81, 0x40, 1)), hid(1, interrupt(0x82, 0x40, 1)), hid(2, interrupt(0x83, 0x40, 1)));
    }

    static List<ObservedInterface> seirenMini() {
        return List.of(new ObservedInterface(0, "01", "01", "00", "snd-usb-audio", 0, List.of()),
                new ObservedInterface(1, "01", "02", "00", "snd-usb-audio", 0, List.of(new ObservedEndpoint(1, 0x82, iso(5), 0x0064, 1))),
                hid(2, interrupt(0x87, 0x10, 1)));
    }

    static List<ObservedInterface> apcUps() {
        return List.of(hid(0, interrupt(0x81, 0x08, 100)));
    }

    /** The VIA 2109:2817 USB 2.0 hub: bDeviceProtocol 2, its interface's setting 1 is the one with a TT per port. */
    static List<ObservedInterface> viaMultiTtHub() {
        return List.of(new ObservedInterface(0, "09", "00", "02", "hub", 1,
                List.of(new ObservedEndpoint(0, 0x81, TransferType.INTERRUPT, 0x0001, 12),
                        new ObservedEndpoint(1, 0x81, TransferType.INTERRUPT, 0x0001, 12))));
    }

    /**
     * A hub with one transaction translator (bDeviceProtocol 1): one interface setting, its interrupt endpoint
     * as the VIA hub's. Many USB 2.0 hubs are built so (the Genesys GL850G among them).
     */
    static List<ObservedInterface> singleTtHub() {
        return List.of(new ObservedInterface(0, "09", "00", "00", "hub", 0,
                List.of(new ObservedEndpoint(0, 0x81, TransferType.INTERRUPT, 0x0001, 12))));
    }

    /** Its two streaming interfaces run at 952-1000 bytes per microframe each way (UAC 2, high speed). */
    static List<ObservedInterface> arturiaAf16Rig() {
        int[] sizes = {0x03b8, 0x03a8, 0x03e8};
        List<ObservedEndpoint> out = new ArrayList<>();
        List<ObservedEndpoint> in = new ArrayList<>();
        for (int s = 0; s < sizes.length; s++) {
            out.add(new ObservedEndpoint(s + 1, 0x01, iso(5), sizes[s], 1));
            in.add(new ObservedEndpoint(s + 1, 0x81, iso(37), sizes[s], 1));
        }
        return List.of(new ObservedInterface(0, "01", "01", "20", "snd-usb-audio", 0, List.of(interrupt(0x82, 0x06, 8))),
                new ObservedInterface(1, "01", "02", "20", "snd-usb-audio", 0, out),
                new ObservedInterface(2, "01", "02", "20", "snd-usb-audio", 0, in));
    }

    /** Setting 2 bursts 11 packets of 1024 bytes three times per 125 µs bus interval (bMaxBurst 10, Mult 2). */
    static List<ObservedInterface> kiyoPro(Integer active) {
        return List.of(new ObservedInterface(0, "0e", "01", "00", "uvcvideo", zero(active),
                        List.of(new ObservedEndpoint(0, 0x85, TransferType.INTERRUPT, 0x0040, 8, 0, null, null))),
                new ObservedInterface(1, "0e", "02", "00", "uvcvideo", active, List.of(
                        new ObservedEndpoint(1, ISO_IN, iso(5), 0x0400, 1, 0, 2, null),
                        new ObservedEndpoint(2, ISO_IN, iso(5), 0x0400, 1, 10, 2, null))));
    }

    static List<ObservedInterface> pureThermal(Integer active) {
        return List.of(new ObservedInterface(0, "0e", "01", "00", "uvcvideo", zero(active), List.of(interrupt(0x82, 0x08, 32))),
                new ObservedInterface(1, "0e", "02", "00", "uvcvideo", active, List.of(new ObservedEndpoint(1, ISO_IN, iso(1), 0x03c2, 1))));
    }

    private static ObservedInterface hid(int number, ObservedEndpoint endpoint) {
        return new ObservedInterface(number, "03", "01", "01", "usbhid", 0, List.of(endpoint));
    }

    private static ObservedEndpoint interrupt(int address, int maxPacket, int interval) {
        return new ObservedEndpoint(0, address, TransferType.INTERRUPT, maxPacket, interval);
    }

    private static TransferType iso(int bmAttributes) {
        return TransferType.ofAttributes(bmAttributes);
    }

    private static Integer zero(Integer active) {
        return active == null ? null : 0;
    }
}
