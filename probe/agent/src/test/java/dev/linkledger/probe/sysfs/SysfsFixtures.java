package dev.linkledger.probe.sysfs;

import java.nio.file.Path;

/**
 * sysfs trees are read in place (not copied to target/, which would follow their symlinks).
 * All but seed000-desktop are written by {@link SysfsFixtureTrees}.
 */
public final class SysfsFixtures {
    private static final Path BASE = Path.of("src/test/resources/sysfs");
    public static final Path SEED000 = BASE.resolve("seed000-desktop");
    public static final Path SEED000_LAPTOP = BASE.resolve("seed000-laptop");
    public static final Path SEED002_KVM_CHAIN = BASE.resolve("seed002-kvm-chain");
    public static final Path SEED002_MOVED = BASE.resolve("seed002-moved");
    public static final Path SEED003 = BASE.resolve("seed003-jms583-sn550");
    public static final Path TYPEC_EMARKED_USB4 = BASE.resolve("typec-emarked-usb4");
    public static final Path TYPEC_USB2_CABLE = BASE.resolve("typec-usb2-cable");
    public static final Path USB4_HOST = BASE.resolve("usb4-host");
    public static final Path PCI_IDS = Path.of("src/test/resources/hwdata/pci.ids");
    /** Story 003's JMS583 enclosure at 10000M behind a Gen 2 hub, with its disk sde and partition sde1. */
    public static final Path MEASURE_SEED003 = BASE.resolve("measure-seed003");

    private SysfsFixtures() {
    }

    public static Path base() {
        return BASE;
    }
}
