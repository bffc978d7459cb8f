package dev.linkledger.probe.sysfs;

import java.nio.file.Path;

/** sysfs trees are read in place (not copied to target/, which would follow their symlinks). */
public final class SysfsFixtures {
    public static final Path SEED000 = Path.of("src/test/resources/sysfs/seed000-desktop");
    /** Story 003's JMS583 enclosure at 10000M behind a Gen 2 hub, with its disk sde and partition sde1. */
    public static final Path MEASURE_SEED003 = Path.of("src/test/resources/sysfs/measure-seed003");

    private SysfsFixtures() {
    }
}
