package dev.linkledger.probe.measure;

import com.sun.jna.LastErrorException;
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
 * The probe's own engine. On Linux it keeps the queue full with native AIO from one thread
 * ({@link LinuxAioBackend}), the mechanism fio's {@code --ioengine=libaio} uses, so the two
 * differ only in bookkeeping; elsewhere, or with {@link Backend#threads}, it uses one positional
 * reader thread per queue slot ({@link PositionalReaders}). io_uring was not chosen: it is often
 * disabled by policy (containers, {@code kernel.io_uring_disabled}) and its ring ABI is more to keep
 * right through JNA than the four AIO syscalls. The engine version names the backend that ran.
 */
public final class BuiltinEngine implements MeasureEngine {
    public static final String NAME = "builtin";
    private static final String EINVAL = "Invalid argument";

    public enum Backend { auto, libaio, threads }

    private final String version;
    private final Backend backend;

    public BuiltinEngine(String version, Backend backend) {
        this.version = version;
        this.backend = backend;
    }

    public BuiltinEngine(String version) {
        this(version, Backend.auto);
    }

    @Override
    public String name() {
        return NAME;
    }

    /** {@code 0.1.0 (libaio)}: the probe's version and the backend this engine will use. */
    @Override
    public String version() {
        return version + " (" + (useAio() ? LinuxAioBackend.NAME : PositionalReaders.NAME) + ")";
    }

    private boolean useAio() {
        return backend == Backend.libaio || backend == Backend.auto && LinuxAio.available();
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
        return useAio() ? runAio(p, align, control) : runThreads(p, align, control);
    }

    private EngineRun runAio(MeasureParameters p, int align, RunControl control) throws IOException {
        int fd;
        try {
            fd = LinuxAio.open(p.file().toString(), p.pattern().writes(), p.direct());
        } catch (LastErrorException e) {
            if (p.direct() && e.getErrorCode() == LinuxAio.EINVAL) throw refused(p);
            throw new IOException(p.file() + ": cannot open (errno " + e.getErrorCode() + ")");
        }
        try {
            RunWindow w = new RunWindow(p, align, control);
            return BuiltinRun.execute(w, LinuxAioBackend.workers(w, fd), control, NAME, version());
        } finally {
            LinuxAio.close(fd);
        }
    }

    private EngineRun runThreads(MeasureParameters p, int align, RunControl control) throws IOException {
        List<FileChannel> channels = new ArrayList<>();
        try {
            for (int i = 0; i < p.iodepth(); i++) channels.add(open(p));
            RunWindow w = new RunWindow(p, align, control);
            return BuiltinRun.execute(w, PositionalReaders.workers(w, channels), control, NAME, version());
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
            if (p.direct() && e.getReason() != null && e.getReason().contains(EINVAL)) throw refused(p);
            throw e;
        }
    }

    private static DirectIoRefusedException refused(MeasureParameters p) {
        return new DirectIoRefusedException(p.file() + ": the file system refuses direct I/O (O_DIRECT: EINVAL); "
                + "a buffered run would measure the page cache, not the device (use --allow-cache to measure it anyway, recorded as direct=false)");
    }
}
