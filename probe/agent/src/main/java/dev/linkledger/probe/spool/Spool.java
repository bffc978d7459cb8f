package dev.linkledger.probe.spool;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Observations on disk until the service has them. {@link #append} returns only once the file is
 * durable (temp file written and fsync'd, renamed into place, directory fsync'd), so whatever it
 * acknowledged survives a crash or power loss and is resent after a restart.
 *
 * <p>Bounded: over {@code maxEntries}, the oldest entries of a host that has a newer one are
 * dropped. Observations are full snapshots, so the newest of a host supersedes the older ones;
 * the newest entry of a host is never dropped.
 */
public final class Spool implements AutoCloseable {
    public static final String REJECTED = "rejected";
    private static final String TEMP_PREFIX = ".tmp-";
    private static final String LOCK = ".lock";

    private final Path directory;
    private final int maxEntries;
    private final ObjectMapper json = ObservationJson.mapper();
    private final TreeMap<Long, SpoolEntry> entries = new TreeMap<>();
    private final FileChannel lockChannel;
    private long nextSequence;
    private int compacted;

    private Spool(Path directory, int maxEntries, FileChannel lockChannel) {
        this.directory = directory;
        this.maxEntries = maxEntries;
        this.lockChannel = lockChannel;
    }

    /** Opens (creating it if needed) a spool; what an earlier run acknowledged is pending again. */
    public static Spool open(Path directory, int maxEntries) throws IOException {
        if (maxEntries < 1) throw new IllegalArgumentException("spool bound must be at least 1, was " + maxEntries);
        Files.createDirectories(directory);
        Spool spool = new Spool(directory, maxEntries, lock(directory));
        try {
            spool.load();
        } catch (IOException | RuntimeException e) {
            spool.close();
            throw e;
        }
        return spool;
    }

    /**
     * One process per spool: two would hand out the same sequence numbers, and a rename onto an
     * existing entry would silently replace an acknowledged observation.
     */
    private static FileChannel lock(Path directory) throws IOException {
        FileChannel channel = FileChannel.open(directory.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            if (channel.tryLock() != null) return channel;
        } catch (OverlappingFileLockException e) {
            // Held by this very process: the same answer as for another one.
        }
        channel.close();
        throw new IOException("spool " + directory + " is in use by another probe process");
    }

    /** Releases the spool for another process; what is pending stays on disk. */
    @Override
    public void close() throws IOException {
        lockChannel.close();
    }

    private void load() throws IOException {
        long highest = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                if (name.startsWith(TEMP_PREFIX)) {
                    // Never renamed into place, so never acknowledged: a write cut short by a crash.
                    Files.deleteIfExists(file);
                    continue;
                }
                long sequence = SpoolEntry.sequenceOf(file);
                if (sequence < 0) continue;
                Observation o = json.readValue(file.toFile(), Observation.class);
                entries.put(sequence, new SpoolEntry(sequence, o.hostId(), o.observationId(), file));
                highest = Math.max(highest, sequence);
            }
        }
        nextSequence = highest + 1;
    }

    public synchronized SpoolEntry append(Observation observation) throws IOException {
        long sequence = nextSequence++;
        Path target = directory.resolve(SpoolEntry.fileName(sequence));
        writeDurably(target, json.writeValueAsBytes(observation));
        SpoolEntry entry = new SpoolEntry(sequence, observation.hostId(), observation.observationId(), target);
        entries.put(sequence, entry);
        compact();
        notifyAll();
        return entry;
    }

    private void writeDurably(Path target, byte[] content) throws IOException {
        Path temp = target.resolveSibling(TEMP_PREFIX + target.getFileName());
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            ByteBuffer buffer = ByteBuffer.wrap(content);
            while (buffer.hasRemaining()) channel.write(buffer);
            channel.force(true);
        }
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
        fsyncDirectory(target.getParent());
    }

    private static void fsyncDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        }
    }

    private void compact() throws IOException {
        if (entries.size() <= maxEntries) return;
        Set<String> hostsSeen = new HashSet<>();
        List<SpoolEntry> superseded = new ArrayList<>();
        for (SpoolEntry e : entries.descendingMap().values()) {
            if (!hostsSeen.add(e.hostId())) superseded.add(e);
        }
        int excess = entries.size() - maxEntries;
        // superseded is newest-first; drop from its end, i.e. the oldest first.
        for (int i = superseded.size() - 1; i >= 0 && excess > 0; i--, excess--) {
            SpoolEntry drop = superseded.get(i);
            Files.deleteIfExists(drop.file());
            entries.remove(drop.sequence());
            compacted++;
        }
        fsyncDirectory(directory);
    }

    /** The oldest entry not yet delivered. */
    public synchronized Optional<SpoolEntry> oldest() {
        var first = entries.firstEntry();
        return first == null ? Optional.empty() : Optional.of(first.getValue());
    }

    /** The oldest pending entry, waiting up to {@code millis} (or a wakeup) if there is none. */
    public synchronized Optional<SpoolEntry> awaitOldest(long millis) throws InterruptedException {
        // One wait only: a stopping sender wakes us and must get control back.
        if (entries.isEmpty()) wait(millis);
        return oldest();
    }

    public byte[] read(SpoolEntry entry) throws IOException {
        return Files.readAllBytes(entry.file());
    }

    /** The service has it (2xx). An entry compacted away meanwhile is already gone. */
    public synchronized void delivered(SpoolEntry entry) throws IOException {
        if (entries.remove(entry.sequence()) != null) {
            Files.deleteIfExists(entry.file());
            fsyncDirectory(directory);
        }
        notifyAll();
    }

    /** The service refused it for good (4xx): kept under {@code rejected/} with the server's answer, for a person to read. */
    public synchronized void rejected(SpoolEntry entry, int status, String problem) throws IOException {
        if (entries.remove(entry.sequence()) == null) return;
        Path folder = Files.createDirectories(directory.resolve(REJECTED));
        Files.move(entry.file(), folder.resolve(entry.file().getFileName()), StandardCopyOption.ATOMIC_MOVE);
        String name = SpoolEntry.fileName(entry.sequence()).replace(SpoolEntry.SUFFIX, ".problem.json");
        String body = problem == null || problem.isBlank() ? "{\"status\":" + status + "}" : problem;
        writeDurably(folder.resolve(name), body.getBytes(StandardCharsets.UTF_8));
        fsyncDirectory(directory);
        notifyAll();
    }

    public synchronized int size() {
        return entries.size();
    }

    public synchronized List<SpoolEntry> pending() {
        return List.copyOf(entries.values());
    }

    /** How many superseded snapshots were dropped to keep the bound, since this spool was opened. */
    public synchronized int compacted() {
        return compacted;
    }

    /** Waits up to {@code millis} until nothing is pending; true if the spool is empty. */
    public synchronized boolean awaitEmpty(long millis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        while (!entries.isEmpty()) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) return false;
            wait(left);
        }
        return true;
    }

    /** Wakes anyone waiting on this spool (a sender being stopped). */
    synchronized void wakeAll() {
        notifyAll();
    }

    public Path directory() {
        return directory;
    }
}
