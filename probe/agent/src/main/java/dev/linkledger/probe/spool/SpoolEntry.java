package dev.linkledger.probe.spool;

import java.nio.file.Path;

/**
 * One spooled observation, in a file named by its sequence number ({@code 0000000000000000042.json})
 * so a directory listing is already in the order the observations were made.
 */
public record SpoolEntry(long sequence, String hostId, String observationId, Path file) {
    static final String SUFFIX = ".json";

    static String fileName(long sequence) {
        return String.format("%019d%s", sequence, SUFFIX);
    }

    /** The sequence number of a complete entry's file name, or -1 for anything else (temp files, folders). */
    static long sequenceOf(Path file) {
        String name = file.getFileName().toString();
        if (!name.matches("\\d{19}\\.json")) return -1;
        return Long.parseLong(name.substring(0, 19));
    }
}
