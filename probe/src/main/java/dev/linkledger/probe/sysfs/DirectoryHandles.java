package dev.linkledger.probe.sysfs;

import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Keeps the last few directories open so attributes are opened relative to them ({@code openat}).
 * A device's attributes sit a dozen levels down behind a {@code bus/usb/devices} symlink; walking
 * that path again for each of a farm's ten thousand attribute files was most of a scan's cost.
 */
final class DirectoryHandles implements AutoCloseable {
    private static final int KEEP = 4;
    private static final Set<StandardOpenOption> READ = Set.of(StandardOpenOption.READ);

    private final Map<Path, SecureDirectoryStream<Path>> open = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Path, SecureDirectoryStream<Path>> eldest) {
            if (size() <= KEEP) return false;
            closeQuietly(eldest.getValue());
            return true;
        }
    };

    /** Throws {@link java.nio.file.NoSuchFileException} when the directory or the file is not there. */
    SeekableByteChannel open(Path dir, String name) throws IOException {
        SecureDirectoryStream<Path> handle = open.get(dir);
        if (handle == null) {
            DirectoryStream<Path> stream = Files.newDirectoryStream(dir);
            if (!(stream instanceof SecureDirectoryStream<Path> secure)) {
                // Platforms without openat: plain paths.
                stream.close();
                return Files.newByteChannel(dir.resolve(name), READ);
            }
            open.put(dir, secure);
            handle = secure;
        }
        return handle.newByteChannel(dir.getFileSystem().getPath(name), READ);
    }

    @Override
    public void close() {
        open.values().forEach(DirectoryHandles::closeQuietly);
        open.clear();
    }

    private static void closeQuietly(DirectoryStream<Path> stream) {
        try {
            stream.close();
        } catch (IOException e) {
            // Closing a read-only directory handle cannot lose anything.
        }
    }
}
