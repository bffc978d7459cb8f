package dev.linkledger.probe.measure;

import com.sun.jna.LastErrorException;
import com.sun.jna.Library;
import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

import java.util.Locale;

/**
 * Linux native AIO ({@code io_setup}, {@code io_submit}, {@code io_getevents}, {@code io_destroy})
 * called through {@code syscall(2)} with JNA: the kernel interface fio's {@code libaio} engine
 * uses, without needing libaio.so installed. Structures are the kernel's UAPI
 * ({@code linux/aio_abi.h}): {@code struct iocb} 64 bytes, {@code struct io_event} 32 bytes,
 * little-endian on both supported architectures.
 */
final class LinuxAio {
    static final int IOCB_SIZE = 64;
    static final int EVENT_SIZE = 32;
    static final short IOCB_CMD_PREAD = 0;
    static final short IOCB_CMD_PWRITE = 1;
    static final int EINTR = 4;
    static final int EAGAIN = 11;
    static final int EINVAL = 22;
    private static final int O_WRONLY = 1;
    private static final int O_CREAT = 0100;

    /** Syscall numbers and the O_DIRECT bit differ per architecture. */
    private record Abi(long ioSetup, long ioDestroy, long ioSubmit, long ioGetevents, int oDirect) {
    }

    interface LibC extends Library {
        long syscall(long number, Object... args) throws LastErrorException;

        int open(String path, int flags, int mode) throws LastErrorException;

        int close(int fd) throws LastErrorException;
    }

    private static final Abi ABI = abi();
    private static volatile LibC libc;

    private LinuxAio() {
    }

    private static Abi abi() {
        if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) return null;
        return switch (System.getProperty("os.arch", "")) {
            case "amd64", "x86_64" -> new Abi(206, 207, 209, 208, 040000);
            case "aarch64" -> new Abi(0, 1, 2, 4, 0200000);
            default -> null;
        };
    }

    /** True when this JVM can call the AIO syscalls (Linux on x86-64 or arm64, libc loadable). */
    static boolean available() {
        if (ABI == null) return false;
        try {
            libc();
            return true;
        } catch (UnsatisfiedLinkError | RuntimeException e) {
            return false;
        }
    }

    private static LibC libc() {
        if (libc == null) libc = Native.load("c", LibC.class);
        return libc;
    }

    static int open(String path, boolean write, boolean direct) {
        int flags = (write ? O_WRONLY | O_CREAT : 0) | (direct ? ABI.oDirect() : 0);
        return libc().open(path, flags, 0644);
    }

    static void close(int fd) {
        libc().close(fd);
    }

    static long setup(int depth) {
        Memory context = new Memory(8);
        context.setLong(0, 0);
        libc().syscall(ABI.ioSetup(), (long) depth, context);
        return context.getLong(0);
    }

    static void destroy(long context) {
        libc().syscall(ABI.ioDestroy(), context);
    }

    /** @return how many of the {@code count} iocbs the kernel took (it may take fewer) */
    static int submit(long context, int count, Pointer iocbPointers) {
        return (int) libc().syscall(ABI.ioSubmit(), context, (long) count, iocbPointers);
    }

    static int getEvents(long context, int min, int max, Pointer events, Pointer timeout) {
        return (int) libc().syscall(ABI.ioGetevents(), context, (long) min, (long) max, events, timeout);
    }

    static void prepare(Pointer iocb, long data, short opcode, int fd, Pointer buffer, long length, long offset) {
        iocb.clear(IOCB_SIZE);
        iocb.setLong(0, data);
        iocb.setShort(16, opcode);
        iocb.setInt(20, fd);
        iocb.setLong(24, Pointer.nativeValue(buffer));
        iocb.setLong(32, length);
        iocb.setLong(40, offset);
    }
}
