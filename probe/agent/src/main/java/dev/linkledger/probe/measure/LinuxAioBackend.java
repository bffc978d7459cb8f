package dev.linkledger.probe.measure;

import com.sun.jna.LastErrorException;
import com.sun.jna.Memory;
import com.sun.jna.Pointer;

import java.util.List;

/**
 * The default backend on Linux: one thread keeps {@code iodepth} requests in flight with native
 * AIO, reaping completions in batches and resubmitting at once, as fio's libaio engine does.
 */
final class LinuxAioBackend {
    static final String NAME = "libaio";
    private static final long TIMEOUT_NANOS = 100_000_000L;

    private LinuxAioBackend() {
    }

    static List<Runnable> workers(RunWindow w, int fd) {
        LatencySamples samples = w.newSamples();
        return List.of(() -> run(w, fd, samples));
    }

    private static void run(RunWindow w, int fd, LatencySamples samples) {
        int depth = w.p.iodepth();
        short opcode = w.p.pattern().writes() ? LinuxAio.IOCB_CMD_PWRITE : LinuxAio.IOCB_CMD_PREAD;
        Memory[] buffers = new Memory[depth];
        Pointer[] aligned = new Pointer[depth];
        for (int i = 0; i < depth; i++) {
            buffers[i] = new Memory(w.p.blockSize() + (long) w.align);
            aligned[i] = buffers[i].align(w.align);
            if (w.p.pattern().writes()) aligned[i].write(0, Payload.random(w.p.blockSize()), 0, w.p.blockSize());
        }
        Memory iocbs = new Memory((long) LinuxAio.IOCB_SIZE * depth);
        Memory pending = new Memory(8L * depth);
        Memory events = new Memory((long) LinuxAio.EVENT_SIZE * depth);
        Memory timeout = new Memory(16);
        timeout.setLong(0, 0);
        timeout.setLong(8, TIMEOUT_NANOS);
        long[] issuedAt = new long[depth];
        long context;
        try {
            context = LinuxAio.setup(depth);
        } catch (LastErrorException e) {
            w.fail("io_setup(" + depth + ") failed: errno " + e.getErrorCode()
                    + (e.getErrorCode() == LinuxAio.EAGAIN ? " (fs.aio-max-nr reached)" : ""));
            return;
        }
        int inFlight = 0;
        try {
            int batch = 0;
            for (int slot = 0; slot < depth; slot++) {
                if (prepare(w, iocbs, slot, opcode, fd, aligned[slot], issuedAt)) pending.setPointer(8L * batch++, iocbs.share((long) LinuxAio.IOCB_SIZE * slot));
            }
            inFlight += submitAll(context, batch, pending);
            while (inFlight > 0) {
                int n;
                try {
                    n = LinuxAio.getEvents(context, 1, depth, events, timeout);
                } catch (LastErrorException e) {
                    if (e.getErrorCode() == LinuxAio.EINTR) continue;
                    throw e;
                }
                long t1 = System.nanoTime();
                batch = 0;
                for (int i = 0; i < n; i++) {
                    int slot = (int) events.getLong((long) LinuxAio.EVENT_SIZE * i);
                    long result = events.getLong((long) LinuxAio.EVENT_SIZE * i + 16);
                    inFlight--;
                    if (result < 0) {
                        w.fail((opcode == LinuxAio.IOCB_CMD_PREAD ? "read" : "write") + " failed: errno " + -result);
                    } else if (result > 0) {
                        w.complete(issuedAt[slot], t1, result, samples);
                    }
                    if (prepare(w, iocbs, slot, opcode, fd, aligned[slot], issuedAt)) pending.setPointer(8L * batch++, iocbs.share((long) LinuxAio.IOCB_SIZE * slot));
                }
                inFlight += submitAll(context, batch, pending);
            }
        } catch (LastErrorException | IllegalStateException e) {
            w.fail(e.getMessage());
            drain(context, inFlight, events, timeout);
        } finally {
            LinuxAio.destroy(context);
            for (Memory b : buffers) b.close();
        }
    }

    private static boolean prepare(RunWindow w, Memory iocbs, int slot, short opcode, int fd, Pointer buffer, long[] issuedAt) {
        long offset = w.nextOffset(System.nanoTime());
        if (offset < 0) return false;
        LinuxAio.prepare(iocbs.share((long) LinuxAio.IOCB_SIZE * slot), slot, opcode, fd, buffer, w.length(offset), offset);
        issuedAt[slot] = System.nanoTime();
        return true;
    }

    /** io_submit may take fewer than offered; offer the rest until all are in. */
    private static int submitAll(long context, int count, Memory pending) {
        int done = 0;
        while (done < count) {
            int n = LinuxAio.submit(context, count - done, pending.share(8L * done));
            if (n <= 0) throw new IllegalStateException("io_submit took none of " + (count - done) + " requests");
            done += n;
        }
        return count;
    }

    /** After a failure, wait for what is still in flight before its buffers are freed. */
    private static void drain(long context, int inFlight, Memory events, Pointer timeout) {
        for (int tries = 0; inFlight > 0 && tries < 300; tries++) {
            try {
                inFlight -= LinuxAio.getEvents(context, 1, (int) (events.size() / LinuxAio.EVENT_SIZE), events, timeout);
            } catch (LastErrorException e) {
                if (e.getErrorCode() != LinuxAio.EINTR) return;
            }
        }
    }
}
