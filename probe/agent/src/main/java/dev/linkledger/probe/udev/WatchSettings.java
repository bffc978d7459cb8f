package dev.linkledger.probe.udev;

import java.time.Duration;

/**
 * @param quietWindow how long the events must pause before a burst counts as over (a reconnect
 *                    storm is a dozen add/remove/bind events within tens of milliseconds)
 * @param maxBurst    a device that never stops flapping is still scanned this often
 * @param resync      full re-scan interval even without events, in case an event was missed
 */
public record WatchSettings(Duration quietWindow, Duration maxBurst, Duration resync) {
    public static final WatchSettings DEFAULTS = new WatchSettings(Duration.ofMillis(300), Duration.ofSeconds(5), Duration.ofMinutes(5));

    public WatchSettings withResync(Duration newResync) {
        return new WatchSettings(quietWindow, maxBurst, newResync);
    }

    public WatchSettings withQuietWindow(Duration newQuietWindow) {
        return new WatchSettings(newQuietWindow, maxBurst, resync);
    }
}
