package dev.linkledger.probe.measure;

import com.sun.nio.file.ExtendedOpenOption;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The probe's own engine: {@code iodepth} positional readers (or writers), each on its own thread
 * and channel, each with one aligned direct buffer, issuing {@code pread}/{@code pwrite} at the
 * next offset as soon as its previous request completes. That keeps {@code iodepth} requests in
 * the kernel at all times, as fio's libaio does with {@code iodepth} in flight, without native
 * code: io_uring or libaio through JNA would save a few threads but add a native ABI to keep
 * right on every kernel, and threads are not the bottleneck at 1 MiB blocks.
 */
public final class BuiltinEngine implements MeasureEngine {
    public static final String NAME = "builtin";
    private static final String EINVAL = "Invalid argument";

    private final String version;

    public BuiltinEngine(String version) {
        this.version = version;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String version() {
        return version;
    }

    @Override
    public EngineRun run(MeasureParameters p, RunControl control) throws IOException {
        int align = alignment(p);
        if (p.blockSize() % align != 0) {
            throw new IllegalArgumentException("block size " + p.blockSize() + " is not a multiple of the file system's block size " + align);
        }
        if (p.extent() < p.blockSize()) {
            throw new IllegalArgumentException(p.file() + ": " + p.extent() + " bytes is less than one block of " + p.blockSize());
        }
        List<FileChannel> channels = new ArrayList<>();
        try {
            for (int i = 0; i < p.iodepth(); i++) channels.add(open(p));
            return new BuiltinRun(p, align, channels, control).execute(name(), version);
        } finally {
            for (FileChannel c : channels) c.close();
        }
    }

    /** Direct I/O needs buffers, offsets and lengths aligned to the file store's block size. */
    private static int alignment(MeasureParameters p) throws IOException {
        if (!p.direct()) return 1;
        var existing = Files.exists(p.file()) ? p.file() : p.file().toAbsolutePath().getParent();
        return (int) Math.max(512, Files.getFileStore(existing).getBlockSize());
    }

    private static FileChannel open(MeasureParameters p) throws IOException {
        Set<OpenOption> options = new HashSet<>();
        if (p.pattern().writes()) {
            options.add(StandardOpenOption.WRITE);
            options.add(StandardOpenOption.CREATE);
        } else {
            options.add(StandardOpenOption.READ);
        }
        if (p.direct()) options.add(ExtendedOpenOption.DIRECT);
        try {
            return FileChannel.open(p.file(), options);
        } catch (FileSystemException e) {
            if (p.direct() && e.getReason() != null && e.getReason().contains(EINVAL)) {
                throw new DirectIoRefusedException(p.file() + ": the file system refuses direct I/O (O_DIRECT: EINVAL); "
                        + "a buffered run would measure the page cache, not the device (use --allow-cache to measure it anyway, recorded as direct=false)");
            }
            throw e;
        }
    }
}
