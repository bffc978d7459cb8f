package dev.linkledger.probe.udev;

/**
 * A source whose {@link #next} waits on a Java monitor rather than on a file descriptor (a
 * recording, the sysfs poll), so {@link #wakeup} and {@link #close} are a flag and a notify.
 * Subclasses wait on {@link #lock} and, holding it, call {@link #takeWakeup} after each wait.
 */
abstract class LockWaitingUeventSource implements UeventSource {
    protected final Object lock = new Object();
    private boolean woken;
    private volatile boolean open = true;

    /** Holding {@link #lock}: whether a wake-up is pending, clearing it. */
    protected boolean takeWakeup() {
        boolean was = woken;
        woken = false;
        return was;
    }

    /** Holding {@link #lock}: whether a wake-up is pending, leaving it for {@link #takeWakeup}. */
    protected boolean wakeupPending() {
        return woken;
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    /** Ends the source from the inside (a recording that has delivered everything). */
    protected void finish() {
        open = false;
    }

    @Override
    public void wakeup() {
        synchronized (lock) {
            woken = true;
            lock.notifyAll();
        }
    }

    @Override
    public void close() {
        synchronized (lock) {
            open = false;
            lock.notifyAll();
        }
    }
}
