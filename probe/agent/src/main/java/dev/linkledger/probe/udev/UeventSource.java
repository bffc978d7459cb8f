package dev.linkledger.probe.udev;

import java.io.IOException;
import java.time.Duration;

/**
 * Where device notifications come from: libudev's netlink monitor on a live host, a sysfs poller
 * where netlink is unavailable, or a recording. The watch loop only sees this interface, so a
 * recording drives exactly the code a live monitor drives.
 */
public interface UeventSource extends AutoCloseable {
    /**
     * Waits up to {@code timeout} for the next event.
     *
     * @return the event, or null when the time ran out, {@link #wakeup()} was called, or the source ended
     */
    Uevent next(Duration timeout) throws IOException, InterruptedException;

    /** False once no event can come any more (a recording played to its end). */
    boolean isOpen();

    /** Makes a waiting {@link #next} return early; safe from any thread. */
    void wakeup();

    /** One line for the log: which source this is. */
    String description();

    @Override
    void close();
}
