package dev.linkledger.advisor.support;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.observation.ObservedController;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.observation.ObservedEndpoint;
import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.observation.TransferType;
import dev.linkledger.probe.usb.UsbSpeed;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A camera farm as the probe reports it: an Intel xHCI (buses 1 and 2), a seven-port multi-TT USB 2.0
 * hub (Terminus FE 2.1, 1a40:0201) on root port 3 with {@code cameras} Logitech C270 webcams below it, {@code streaming} of them in their
 * largest setting, and a Logitech Unifying receiver on root port 1. The C270's interfaces and
 * endpoints are its own, number for number, as lsusb -v shows it in
 * https://lore.kernel.org/linux-usb/20241025152340.35be2607@hermes.local/ (the dump is in probe/model's
 * test resources, imports/lsusb-v/amd-minipc-webcam-mic.lsusb-v.txt).
 */
public final class CameraFarm {
    private CameraFarm() {
    }

    public static String observation(String host, String observationId, Instant at, int cameras, int streaming) {
        List<ObservedDevice> devices = new ArrayList<>();
        devices.add(device("1-1", 2, "12", "046d", "c52b", "00", "Unifying Receiver", null, List.of(
                new ObservedInterface(0, "03", "01", "01", "usbhid", 0, List.of(interrupt(0x81, 8, 8))),
                new ObservedInterface(1, "03", "01", "02", "usbhid", 0, List.of(interrupt(0x82, 8, 2))),
                new ObservedInterface(2, "03", "00", "00", "usbhid", 0, List.of(interrupt(0x83, 32, 2))))));
        devices.add(device("1-3", 3, "480", "1a40", "0201", "09", "USB 2.0 Hub [MTT]", 7, List.of(
                new ObservedInterface(0, "09", "00", "02", "hub", 1, List.of(new ObservedEndpoint(0, 0x81, TransferType.INTERRUPT, 1, 12),
                        new ObservedEndpoint(1, 0x81, TransferType.INTERRUPT, 1, 12))))));
        for (int i = 1; i <= cameras; i++)
            devices.add(device("1-3." + i, 3 + i, "480", "046d", "0825", "ef", "C270 HD WEBCAM", null, c270(i <= streaming ? 11 : 0)));
        Observation o = new Observation(observationId, host, at, "sysfs",
                List.of(new ObservedBus(1, UsbSpeed.parse("480"), null, 12, "xhci_hcd", "0000:00:14.0"),
                        new ObservedBus(2, UsbSpeed.parse("10000"), null, 6, "xhci_hcd", "0000:00:14.0")),
                List.of(new ObservedController("0000:00:14.0", "0000:00:14.0", "8086", "a0ed", "0c0330", null, List.of(1, 2), false)),
                List.of(), devices, List.of());
        try {
            return ObservationJson.mapper().writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObservedDevice device(String path, int devnum, String speed, String vid, String pid, String cls, String product,
                                         Integer ports, List<ObservedInterface> interfaces) {
        return new ObservedDevice(path, 1, devnum, null, null, UsbSpeed.parse(speed), null, null, "2.00", vid, pid, "0100", cls,
                "00", "00", null, product, null, ports, "removable", null, interfaces, 500);
    }

    /** The C270: video control, video streaming (eleven isochronous settings), audio control, audio streaming (four). */
    private static List<ObservedInterface> c270(int videoSetting) {
        int[] video = {0x00c0, 0x0180, 0x0200, 0x0280, 0x0320, 0x03b0, 0x0a80, 0x0b20, 0x0be0, 0x1380, 0x13fc};
        int[] audio = {0x0044, 0x0064, 0x0084, 0x00c4};
        List<ObservedEndpoint> streaming = new ArrayList<>();
        for (int s = 0; s < video.length; s++) streaming.add(new ObservedEndpoint(s + 1, 0x81, TransferType.ISOCHRONOUS, video[s], 1));
        List<ObservedEndpoint> microphone = new ArrayList<>();
        for (int s = 0; s < audio.length; s++) microphone.add(new ObservedEndpoint(s + 1, 0x86, TransferType.ISOCHRONOUS, audio[s], 4));
        return List.of(new ObservedInterface(0, "0e", "01", "00", "uvcvideo", 0, List.of(interrupt(0x87, 16, 8))),
                new ObservedInterface(1, "0e", "02", "00", "uvcvideo", videoSetting, streaming),
                new ObservedInterface(2, "01", "01", "00", "snd-usb-audio", 0, List.of()),
                new ObservedInterface(3, "01", "02", "00", "snd-usb-audio", 0, microphone));
    }

    private static ObservedEndpoint interrupt(int address, int maxPacket, int interval) {
        return new ObservedEndpoint(0, address, TransferType.INTERRUPT, maxPacket, interval);
    }
}
