package dev.linkledger.probe.sysfs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/** Copies a fixture tree keeping its symlinks as links, so a test can unplug devices from the copy. */
public final class SysfsTrees {
    private SysfsTrees() {
    }

    public static Path copy(Path fixture, Path target) {
        try (Stream<Path> paths = Files.walk(fixture)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                Path to = target.resolve(fixture.relativize(p).toString());
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to, LinkOption.NOFOLLOW_LINKS, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What unplugging a device does to {@code bus/usb/devices}: its entries (device and interfaces) vanish. */
    public static void unplug(Path root, String portPath) throws IOException {
        try (Stream<Path> entries = Files.list(root.resolve("bus/usb/devices"))) {
            for (Path e : (Iterable<Path>) entries::iterator) {
                String name = e.getFileName().toString();
                if (name.equals(portPath) || name.startsWith(portPath + ":") || name.startsWith(portPath + ".")) Files.delete(e);
            }
        }
    }
}
