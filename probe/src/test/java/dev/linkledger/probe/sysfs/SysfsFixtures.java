package dev.linkledger.probe.sysfs;

import java.nio.file.Path;

/** sysfs trees are read in place (not copied to target/, which would follow their symlinks). */
public final class SysfsFixtures {
    public static final Path SEED000 = Path.of("src/test/resources/sysfs/seed000-desktop");

    private SysfsFixtures() {
    }
}
