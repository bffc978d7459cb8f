package dev.linkledger.probe.udev;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replays a recording made with {@code udevadm monitor} ({@code KERNEL[ts] action devpath (subsystem)}
 * and {@code UDEV  [ts] ...} lines), keeping the recorded gaps between events. Like the live
 * monitor it sees one kind of event (udev's when the recording has them, else the kernel's) and
 * only the usb, typec and thunderbolt subsystems.
 */
public final class RecordedUeventSource extends LockWaitingUeventSource {
    private static final Pattern LINE = Pattern.compile(
            "^(KERNEL|UDEV)\\s*\\[(\\d+(?:\\.\\d+)?)]\\s+(\\S+)\\s+(\\S+)\\s+\\((\\S+)\\)\\s*$");

    private final String label;
    private final List<Recorded> events;
    private final long startNanos;
    private int position;

    private record Recorded(long offsetNanos, Uevent event) {
    }

    private RecordedUeventSource(String label, List<Recorded> events) {
        this.label = label;
        this.events = events;
        this.startNanos = System.nanoTime();
    }

    public static RecordedUeventSource replay(Path recording) throws IOException {
        return parse(recording.toString(), Files.readString(recording, StandardCharsets.UTF_8));
    }

    public static RecordedUeventSource parse(String label, String text) {
        List<String[]> lines = new ArrayList<>();
        for (String line : text.split("\\R")) {
            Matcher m = LINE.matcher(line.strip());
            if (m.matches()) lines.add(new String[]{m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)});
        }
        String kind = lines.stream().anyMatch(l -> l[0].equals("UDEV")) ? "UDEV" : "KERNEL";
        List<Recorded> events = new ArrayList<>();
        Double first = null;
        for (String[] l : lines) {
            if (!l[0].equals(kind) || !NetlinkUeventSource.SUBSYSTEMS.contains(l[4])) continue;
            double seconds = Double.parseDouble(l[1]);
            if (first == null) first = seconds;
            long offset = Math.round((seconds - first) * 1e9);
            events.add(new Recorded(offset, new Uevent(l[2], l[4], l[3], Uevent.sysnameOf(l[3]))));
        }
        return new RecordedUeventSource(label, events);
    }

    /** How many events the replay will deliver (after the source and subsystem filter). */
    public int size() {
        return events.size();
    }

    @Override
    public Uevent next(Duration timeout) throws InterruptedException {
        long deadline = timeout == null ? Long.MAX_VALUE : System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (isOpen() && position < events.size()) {
                if (takeWakeup()) return null;
                Recorded next = events.get(position);
                long now = System.nanoTime();
                long due = startNanos + next.offsetNanos();
                if (now - due >= 0) {
                    position++;
                    if (position == events.size()) finish();
                    return next.event();
                }
                long wait = Math.min(due, deadline) - now;
                if (wait <= 0) return null;
                lock.wait(Math.max(1, wait / 1_000_000));
            }
            finish();
            return null;
        }
    }

    @Override
    public String description() {
        return "recorded udev events from " + label + " (" + events.size() + ")";
    }
}
