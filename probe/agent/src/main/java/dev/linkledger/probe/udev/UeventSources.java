package dev.linkledger.probe.udev;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Consumer;

/** Picks the live source: udev's netlink monitor for the real {@code /sys}, else polling that tree. */
public final class UeventSources {
    private UeventSources() {
    }

    /**
     * Netlink events describe the running kernel's {@code /sys}; for any other root (a copied
     * tree) or where netlink cannot be opened, the tree is polled every {@code pollInterval}.
     */
    public static UeventSource open(Path sysfsRoot, Duration pollInterval, Consumer<String> log) {
        if (sysfsRoot.toAbsolutePath().normalize().equals(Path.of("/sys"))) {
            try {
                return NetlinkUeventSource.open();
            } catch (UdevUnavailableException e) {
                log.accept("no udev events (" + e.getMessage() + "); polling sysfs instead");
            }
        }
        return new SysfsPollingSource(sysfsRoot, pollInterval);
    }
}
