package dev.linkledger.probe.udev;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The fallback where netlink is unavailable (containers): every interval it lists the device
 * directories of the watched subsystems (a few readdir calls, no attribute reads) and turns what
 * appeared or vanished into add/remove events. Attribute changes without a directory change
 * (a renegotiated speed) are left to the watch loop's periodic full re-scan.
 */
public final class SysfsPollingSource extends LockWaitingUeventSource {
    private static final List<String> DIRECTORIES = List.of("bus/usb/devices", "class/typec", "bus/thunderbolt/devices");

    private final Path root;
    private final Duration interval;
    private final Deque<Uevent> pending = new ArrayDeque<>();
    private Set<String> known;
    private long nextPollNanos;

    public SysfsPollingSource(Path root, Duration interval) {
        this.root = root;
        this.interval = interval;
        this.known = listing();
        this.nextPollNanos = System.nanoTime() + interval.toNanos();
    }

    @Override
    public Uevent next(Duration timeout) throws InterruptedException {
        long deadline = timeout == null ? Long.MAX_VALUE : System.nanoTime() + timeout.toNanos();
        while (isOpen()) {
            if (!pending.isEmpty()) return pending.poll();
            long now = System.nanoTime();
            if (now - nextPollNanos >= 0) {
                poll();
                nextPollNanos = now + interval.toNanos();
                continue;
            }
            long wait = Math.min(nextPollNanos, deadline) - now;
            if (wait <= 0) return null;
            synchronized (lock) {
                if (!wakeupPending()) lock.wait(Math.max(1, wait / 1_000_000), 0);
                if (takeWakeup()) return null;
            }
        }
        return null;
    }

    private void poll() {
        Set<String> now = listing();
        for (String entry : now) if (!known.contains(entry)) pending.add(event("add", entry));
        for (String entry : known) if (!now.contains(entry)) pending.add(event("remove", entry));
        known = now;
    }

    private static Uevent event(String action, String entry) {
        int slash = entry.indexOf('|');
        String subsystem = entry.substring(0, slash);
        String name = entry.substring(slash + 1);
        return new Uevent(action, subsystem, null, name);
    }

    private Set<String> listing() {
        Set<String> entries = new TreeSet<>();
        for (String dir : DIRECTORIES) {
            String subsystem = dir.contains("typec") ? "typec" : dir.contains("thunderbolt") ? "thunderbolt" : "usb";
            Path path = root.resolve(dir);
            if (!Files.isDirectory(path)) continue;
            try (DirectoryStream<Path> stream = Files.newDirectoryStream(path)) {
                for (Path p : stream) entries.add(subsystem + "|" + p.getFileName());
            } catch (IOException e) {
                // A directory that vanished mid-listing is what a removal looks like; the next poll settles it.
            }
        }
        return new HashSet<>(entries);
    }

    @Override
    public String description() {
        return "sysfs poll of " + root + " every " + interval.toMillis() + " ms (no netlink uevents here)";
    }
}
