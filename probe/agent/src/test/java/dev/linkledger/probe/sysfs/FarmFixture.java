package dev.linkledger.probe.sysfs;

import java.nio.file.Path;

/**
 * A device farm as DeviceFarmer/STF setups build it (DOMAIN.md section 11): four PCIe xHCI cards
 * (one controller per group), each with chains of 7-port USB 2.0 hubs five tiers deep, phones on
 * ADB/MTP at 480M and FTDI serial adapters at 12M: 300 devices. Deterministic, built into a
 * directory at test time because 300 device folders do not belong in the repository.
 */
public final class FarmFixture {
    public static final int CONTROLLERS = 4;
    public static final int DEVICES = 300;
    private static final int PER_CONTROLLER = DEVICES / CONTROLLERS;
    private static final int HUB_PORTS = 7;
    private static final int DEEPEST_HUB = 5;

    private final SysfsTreeWriter w;
    private int remaining;
    private int devnum;
    private int serial;

    private FarmFixture(Path root) {
        this.w = new SysfsTreeWriter(root);
    }

    /** Writes the farm under {@code root} (which should be empty) and returns it. */
    public static Path build(Path root) {
        FarmFixture farm = new FarmFixture(root);
        for (int c = 0; c < CONTROLLERS; c++) farm.controller(c);
        return root;
    }

    private void controller(int index) {
        Path pci = w.controller(String.format("pci0000:00/0000:00:1c.%d/0000:%02x:00.0", index, index + 2), "1b21", "1242");
        int usb2 = 2 * index + 1;
        w.rootHub(pci, usb2, "480", " 2.00", 4);
        w.rootHub(pci, usb2 + 1, "10000", " 3.10", 4);
        for (int p = 1; p <= 4; p++) w.peer(w.portDir("usb" + usb2, p), w.portDir("usb" + (usb2 + 1), p));
        remaining = PER_CONTROLLER;
        devnum = 1;
        for (int port = 1; port <= 4 && remaining > 0; port++) {
            String path = usb2 + "-" + port;
            hub(path);
            chain(path, 1);
        }
    }

    private void chain(String hubPath, int tier) {
        for (int port = 1; port <= HUB_PORTS && remaining > 0; port++) {
            String child = hubPath + "." + port;
            if (port == HUB_PORTS && tier < DEEPEST_HUB) {
                hub(child);
                chain(child, tier + 1);
            } else {
                leaf(child);
            }
        }
    }

    private void hub(String path) {
        remaining--;
        w.device(path, ++devnum, "480", " 2.00", "1a40", "0201", "0100", "09", "02", null, "USB 2.0 Hub [MTT]", null, "100mA");
        w.hub(path, HUB_PORTS, false);
    }

    private void leaf(String path) {
        remaining--;
        String id = String.format("FARM%04d", ++serial);
        if (serial % 5 == 0) {
            w.device(path, ++devnum, "12", " 2.00", "0403", "6001", "0600", "00", "00", "FTDI", "FT232R USB UART", id, "90mA");
            w.iface(path, 0, "ff", "ff", "ff", "ftdi_sio");
        } else {
            Path phone = w.device(path, ++devnum, "480", " 2.10", "18d1", "4ee7", "0440", "00", "00", "Google", "Pixel 7", id, "500mA");
            w.bytes(phone, "bos_descriptors", BosBytes.HIGH_SPEED_LPM);
            w.iface(path, 0, "06", "01", "01", null);
            w.iface(path, 1, "ff", "42", "01", null);
        }
    }
}
