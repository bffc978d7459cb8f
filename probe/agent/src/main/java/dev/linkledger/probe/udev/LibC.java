package dev.linkledger.probe.udev;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Structure;

/** poll(2) and a self-pipe, so the monitor sleeps in the kernel until an event or a wakeup. */
interface LibC extends Library {
    LibC INSTANCE = Native.load("c", LibC.class);

    short POLLIN = 0x0001;
    int EINTR = 4;
    int ENOBUFS = 105;

    int poll(PollFd[] fds, int nfds, int timeoutMillis);

    int pipe(int[] fds);

    int write(int fd, byte[] buffer, long count);

    int read(int fd, byte[] buffer, long count);

    int close(int fd);

    /** {@code struct pollfd}: int fd; short events; short revents. */
    @Structure.FieldOrder({"fd", "events", "revents"})
    class PollFd extends Structure {
        public int fd;
        public short events;
        public short revents;
    }
}
