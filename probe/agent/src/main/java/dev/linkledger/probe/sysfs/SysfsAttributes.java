package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservationNote;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotLinkException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads sysfs attribute files the way the tree is meant to be read: a missing or unreadable
 * file is "not known" (null), never a guess and never an exception; a file that is there but
 * does not parse is also null, with a note so a person can see why.
 */
final class SysfsAttributes {
    private final Path root;
    private final List<ObservationNote> notes;
    /** One page, what sysfs returns per attribute; a reader is used by one scan on one thread. */
    private final ByteBuffer buffer = ByteBuffer.allocate(4096);
    /** The names in the directory listed last: an attribute not among them is not tried (a failed open costs an exception). */
    private Path listedDir;
    private Set<String> listedNames = Set.of();

    SysfsAttributes(Path root, List<ObservationNote> notes) {
        this.root = root;
        this.notes = notes;
    }

    /** The file's text without its trailing newline; leading spaces are kept (sysfs' {@code version} has one). */
    String text(Path dir, String name) {
        byte[] data = bytes(dir, name);
        if (data == null) return null;
        int end = data.length > 0 && data[data.length - 1] == '\n' ? data.length - 1 : data.length;
        return new String(data, 0, end, StandardCharsets.UTF_8);
    }

    /** Trimmed text, null when missing or empty. */
    String trimmed(Path dir, String name) {
        String s = text(dir, name);
        return s == null || s.isBlank() ? null : s.trim();
    }

    Integer decimal(Path dir, String name) {
        String s = trimmed(dir, name);
        if (s == null) return null;
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            note("malformed", dir.resolve(name), "expected a decimal number, found '" + s + "'");
            return null;
        }
    }

    /** sysfs prints power as {@code 896mA}; the unit is dropped. */
    Integer milliamps(Path dir, String name) {
        String s = trimmed(dir, name);
        if (s == null) return null;
        String digits = s.endsWith("mA") ? s.substring(0, s.length() - 2).trim() : s;
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            note("malformed", dir.resolve(name), "expected milliamps such as 500mA, found '" + s + "'");
            return null;
        }
    }

    /** Lower-case hex of exactly {@code digits} digits ({@code 0x} stripped, as PCI attributes carry it). */
    String hex(Path dir, String name, int digits) {
        String s = trimmed(dir, name);
        if (s == null) return null;
        String h = (s.startsWith("0x") || s.startsWith("0X") ? s.substring(2) : s).toLowerCase(Locale.ROOT);
        if (h.length() != digits || !h.chars().allMatch(c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            note("malformed", dir.resolve(name), "expected " + digits + " hex digits, found '" + s + "'");
            return null;
        }
        return h;
    }

    /**
     * One open, one read, one close per attribute, without a stat first: a scan reads thousands
     * of them and sysfs hands over a whole attribute (at most a page) in one read. A file that is
     * not there is unknown without a note; one that cannot be read gets a note.
     */
    byte[] bytes(Path dir, String name) {
        if (knownAbsent(dir, name)) return null;
        Path file = dir.resolve(name);
        try (SeekableByteChannel in = Files.newByteChannel(file)) {
            buffer.clear();
            int n = in.read(buffer);
            if (n < 0) return new byte[0];
            if (buffer.hasRemaining()) return Arrays.copyOf(buffer.array(), n);
            var all = new java.io.ByteArrayOutputStream();
            all.write(buffer.array(), 0, n);
            do {
                buffer.clear();
                n = in.read(buffer);
                if (n > 0) all.write(buffer.array(), 0, n);
            } while (n >= 0);
            return all.toByteArray();
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException | RuntimeException e) {
            note("unreadable", file, e.getMessage());
            return null;
        }
    }

    /** The last element of a symlink's target: a driver's name, a peer port's name. */
    String linkName(Path dir, String name) {
        if (knownAbsent(dir, name)) return null;
        Path link = dir.resolve(name);
        try {
            Path target = Files.readSymbolicLink(link).getFileName();
            return target == null ? null : target.toString();
        } catch (NoSuchFileException | NotLinkException e) {
            return null;
        } catch (IOException | RuntimeException e) {
            note("unreadable", link, e.getMessage());
            return null;
        }
    }

    /** The entries of a directory in name order; empty when it is absent (that subsystem is not there). */
    List<Path> list(Path dir) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> entries = s.sorted().toList();
            listedDir = dir;
            listedNames = entries.stream().map(p -> p.getFileName().toString()).collect(Collectors.toSet());
            return entries;
        } catch (IOException | RuntimeException e) {
            note("unreadable", dir, e.getMessage());
            return List.of();
        }
    }

    private boolean knownAbsent(Path dir, String name) {
        return dir.equals(listedDir) && !listedNames.contains(name);
    }

    void note(String kind, Path where, String message) {
        notes.add(new ObservationNote(kind, null, display(where), message));
    }

    /** Paths in notes read like the live system ({@code /sys/...}) whatever root the tree was read from. */
    String display(Path p) {
        Path rel = root.relativize(p.toAbsolutePath().normalize());
        return "/sys/" + rel.toString().replace('\\', '/');
    }
}
