package dev.linkledger.probe.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The block device a path lives on: {@code st_dev} for a file, {@code st_rdev} for a block
 * device node (whose own {@code st_dev} is devtmpfs'). Decoded as glibc's {@code gnu_dev_major/minor}.
 */
public record FileDevice(int major, int minor, boolean blockDeviceNode) {
    private static final int S_IFMT = 0170000;
    private static final int S_IFBLK = 0060000;

    public static FileDevice of(Path path) throws IOException {
        int mode = (Integer) Files.getAttribute(path, "unix:mode");
        boolean block = (mode & S_IFMT) == S_IFBLK;
        long dev = (Long) Files.getAttribute(path, block ? "unix:rdev" : "unix:dev");
        return decode(dev, block);
    }

    static FileDevice decode(long dev, boolean block) {
        int major = (int) (((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL));
        int minor = (int) ((dev & 0xff) | ((dev >>> 12) & ~0xffL));
        return new FileDevice(major, minor, block);
    }

    @Override
    public String toString() {
        return major + ":" + minor;
    }
}
