package dev.linkledger.probe.measure;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.ArrayList;
import java.util.List;

/**
 * The portable backend: one thread and channel per queue slot, each with an aligned direct
 * buffer, issuing {@code pread}/{@code pwrite} at the next offset as soon as its previous request
 * completes, so {@code iodepth} requests stay in the kernel.
 */
final class PositionalReaders {
    static final String NAME = "positional-readers";

    private PositionalReaders() {
    }

    static List<Runnable> workers(RunWindow w, List<FileChannel> channels) {
        List<Runnable> workers = new ArrayList<>();
        for (FileChannel channel : channels) {
            LatencySamples samples = w.newSamples();
            workers.add(() -> work(w, channel, samples));
        }
        return workers;
    }

    private static void work(RunWindow w, FileChannel channel, LatencySamples samples) {
        ByteBuffer buffer = ByteBuffer.allocateDirect(w.p.blockSize() + w.align).alignedSlice(w.align);
        if (w.p.pattern().writes()) Payload.fill(buffer);
        try {
            for (long offset = w.nextOffset(System.nanoTime()); offset >= 0; offset = w.nextOffset(System.nanoTime())) {
                buffer.clear().limit(w.length(offset));
                long t0 = System.nanoTime();
                int n = w.p.pattern().writes() ? channel.write(buffer, offset) : channel.read(buffer, offset);
                long t1 = System.nanoTime();
                if (n > 0) w.complete(t0, t1, n, samples); // 0: end of a device whose size was rounded; the next offset wraps
            }
        } catch (IOException | RuntimeException e) {
            w.fail(e.toString());
        }
    }
}
