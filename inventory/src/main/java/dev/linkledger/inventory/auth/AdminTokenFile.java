package dev.linkledger.inventory.auth;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The generated admin token, kept in {@code admin-token} in the data directory, readable by its
 * owner only (0600). The file is created with those permissions, never widened later, and created
 * exclusively so two starts cannot hand out different tokens.
 */
public final class AdminTokenFile {
    public static final String NAME = "admin-token";
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    /** The token and whether this call created it (only then may it be printed). */
    public record Loaded(String token, Path path, boolean created) {
    }

    private AdminTokenFile() {
    }

    public static Loaded readOrCreate(Path directory) throws IOException {
        Path file = directory.resolve(NAME);
        if (!Files.exists(file)) {
            Files.createDirectories(directory);
            String token = TokenSecrets.generate(TokenSecrets.ADMIN_PREFIX);
            try {
                create(file);
                Files.writeString(file, token + "\n", StandardCharsets.UTF_8);
                return new Loaded(token, file, true);
            } catch (FileAlreadyExistsException raced) {
                // Another start got there first; use its token.
            }
        }
        String token = Files.readString(file, StandardCharsets.UTF_8).strip();
        if (token.isEmpty()) throw new IOException(file + " is empty; delete it to have a new admin token generated");
        return new Loaded(token, file, false);
    }

    /** Creates {@code file}, failing if it exists, readable and writable by its owner only (also the embedded database's password). */
    public static void create(Path file) throws IOException {
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        } else {
            Files.createFile(file);
            var f = file.toFile();
            f.setReadable(false, false);
            f.setWritable(false, false);
            f.setReadable(true, true);
            f.setWritable(true, true);
        }
    }
}
