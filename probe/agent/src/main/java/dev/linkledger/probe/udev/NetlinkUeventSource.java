package dev.linkledger.probe.udev;

import com.sun.jna.Native;
import com.sun.jna.Pointer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * libudev's netlink monitor, filtered to the subsystems that describe USB links. It blocks in
 * poll(2) on the monitor's socket and a self-pipe, so an idle host costs no CPU at all.
 */
public final class NetlinkUeventSource implements UeventSource {
    public static final List<String> SUBSYSTEMS = List.of("usb", "typec", "thunderbolt");
    /** The action of the event standing in for events the kernel dropped. */
    public static final String OVERRUN = "overrun";

    private final LibUdev udev;
    private final LibC libc = LibC.INSTANCE;
    private final Pointer context;
    private final Pointer monitor;
    private final String sourceName;
    private final int monitorFd;
    private final int[] wakeupPipe = new int[2];
    private final LibC.PollFd[] pollFds = (LibC.PollFd[]) new LibC.PollFd().toArray(2);
    private volatile boolean open = true;

    private NetlinkUeventSource(LibUdev udev, Pointer context, Pointer monitor, String sourceName) throws IOException {
        this.udev = udev;
        this.context = context;
        this.monitor = monitor;
        this.sourceName = sourceName;
        this.monitorFd = udev.udev_monitor_get_fd(monitor);
        if (libc.pipe(wakeupPipe) != 0) throw new IOException("pipe(2) failed, errno " + Native.getLastError());
        pollFds[0].fd = monitorFd;
        pollFds[1].fd = wakeupPipe[0];
        for (LibC.PollFd p : pollFds) p.events = LibC.POLLIN;
    }

    /**
     * Opens a monitor on udev's processed events ("udev"), or on the raw kernel events ("kernel")
     * when no udev daemon runs: libudev would accept "udev" then, but nothing would ever arrive.
     *
     * @throws UdevUnavailableException when libudev cannot be loaded or netlink cannot be opened
     */
    public static NetlinkUeventSource open() throws UdevUnavailableException {
        LibUdev udev;
        try {
            udev = LibUdev.load();
        } catch (UnsatisfiedLinkError e) {
            throw new UdevUnavailableException("libudev.so.1 not found (" + e.getMessage().lines().findFirst().orElse("") + ")");
        }
        Pointer context = udev.udev_new();
        if (context == null) throw new UdevUnavailableException("udev_new() failed");
        boolean daemonRunning = Files.exists(Path.of("/run/udev/control"));
        for (String name : daemonRunning ? List.of("udev", "kernel") : List.of("kernel")) {
            Pointer monitor = udev.udev_monitor_new_from_netlink(context, name);
            if (monitor == null) continue;
            boolean filtered = SUBSYSTEMS.stream()
                    .allMatch(s -> udev.udev_monitor_filter_add_match_subsystem_devtype(monitor, s, null) >= 0);
            if (filtered && udev.udev_monitor_enable_receiving(monitor) >= 0) {
                try {
                    return new NetlinkUeventSource(udev, context, monitor, name);
                } catch (IOException e) {
                    udev.udev_monitor_unref(monitor);
                    udev.udev_unref(context);
                    throw new UdevUnavailableException(e.getMessage());
                }
            }
            udev.udev_monitor_unref(monitor);
        }
        udev.udev_unref(context);
        throw new UdevUnavailableException("cannot open a netlink uevent monitor (no permission, or no netlink in this container)");
    }

    @Override
    public Uevent next(Duration timeout) throws IOException {
        if (!open) return null;
        int millis = timeout == null ? -1 : (int) Math.min(Integer.MAX_VALUE, Math.max(0, timeout.toMillis()));
        pollFds[0].revents = 0;
        pollFds[1].revents = 0;
        int ready = libc.poll(pollFds, pollFds.length, millis);
        if (ready < 0) {
            int errno = Native.getLastError();
            if (errno == LibC.EINTR) return null;
            throw new IOException("poll(2) on the udev monitor failed, errno " + errno);
        }
        pollFds[0].read();
        pollFds[1].read();
        if ((pollFds[1].revents & LibC.POLLIN) != 0) {
            libc.read(wakeupPipe[0], new byte[64], 64);
            return null;
        }
        if (ready == 0 || (pollFds[0].revents & LibC.POLLIN) == 0) return null;
        Pointer device = udev.udev_monitor_receive_device(monitor);
        if (device == null) {
            // The socket buffer overflowed and events were lost: a full scan is the only way to catch up.
            return Native.getLastError() == LibC.ENOBUFS ? new Uevent(OVERRUN, null, null, null) : null;
        }
        try {
            return new Uevent(udev.udev_device_get_action(device), udev.udev_device_get_subsystem(device),
                    udev.udev_device_get_devpath(device), udev.udev_device_get_sysname(device));
        } finally {
            udev.udev_device_unref(device);
        }
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void wakeup() {
        libc.write(wakeupPipe[1], new byte[]{1}, 1);
    }

    @Override
    public String description() {
        return "udev netlink monitor (" + sourceName + " events; " + String.join(", ", SUBSYSTEMS) + ")";
    }

    /** Call only once the watch thread has left {@link #next}: the monitor's memory is freed here. */
    @Override
    public synchronized void close() {
        if (!open) return;
        open = false;
        udev.udev_monitor_unref(monitor);
        udev.udev_unref(context);
        libc.close(wakeupPipe[0]);
        libc.close(wakeupPipe[1]);
    }
}
