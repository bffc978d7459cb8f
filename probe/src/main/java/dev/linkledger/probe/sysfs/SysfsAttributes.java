package dev.linkledger.probe.sysfs;

import dev.linkledger.probe.observation.ObservationNote;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Reads sysfs attribute files the way the tree is meant to be read: a missing or unreadable
 * file is "not known" (null), never a guess and never an exception; a file that is there but
 * does not parse is also null, with a note so a person can see why.
 */
final class SysfsAttributes {
    private final Path root;
    private final List<ObservationNote> notes;

    SysfsAttributes(Path root, List<ObservationNote> notes) {
        this.root = root;
        this.notes = notes;
    }

    /** The file's text without its trailing newline; leading spaces are kept (sysfs' {@code version} has one). */
    String text(Path dir, String name) {
        Path file = dir.resolve(name);
        if (!Files.isRegularFile(file)) return null;
        try {
            String s = Files.readString(file, StandardCharsets.UTF_8);
            return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
        } catch (IOException | RuntimeException e) {
            note("unreadable", file, e.getMessage());
            return null;
        }
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
        if (!h.matches("[0-9a-f]{" + digits + "}")) {
            note("malformed", dir.resolve(name), "expected " + digits + " hex digits, found '" + s + "'");
            return null;
        }
        return h;
    }

    byte[] bytes(Path dir, String name) {
        Path file = dir.resolve(name);
        if (!Files.isRegularFile(file)) return null;
        try {
            return Files.readAllBytes(file);
        } catch (IOException | RuntimeException e) {
            note("unreadable", file, e.getMessage());
            return null;
        }
    }

    /** The last element of a symlink's target: a driver's name, a peer port's name. */
    String linkName(Path dir, String name) {
        Path link = dir.resolve(name);
        if (!Files.isSymbolicLink(link)) return null;
        try {
            Path target = Files.readSymbolicLink(link).getFileName();
            return target == null ? null : target.toString();
        } catch (IOException | RuntimeException e) {
            note("unreadable", link, e.getMessage());
            return null;
        }
    }

    /** The entries of a directory in name order; empty when it is absent (that subsystem is not there). */
    List<Path> list(Path dir) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException | RuntimeException e) {
            note("unreadable", dir, e.getMessage());
            return List.of();
        }
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
