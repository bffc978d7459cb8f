package dev.linkledger.advisor.app;

import dev.linkledger.inventory.auth.AdminTokenFile;
import dev.linkledger.inventory.auth.TokenSecrets;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The password of the embedded PostgreSQL's superuser: 256 random bits generated at the first
 * start into {@code postgres-password} in the data directory, readable by its owner only (0600),
 * like the admin token beside it. The server checks it with SCRAM-SHA-256 and trusts nobody.
 */
final class DatabasePassword {
    static final String NAME = "postgres-password";

    private DatabasePassword() {
    }

    static Path file(Path dataDirectory) {
        return dataDirectory.resolve(NAME);
    }

    static String readOrCreate(Path dataDirectory) {
        Path file = file(dataDirectory);
        try {
            if (!Files.exists(file)) {
                try {
                    AdminTokenFile.create(file);
                    Files.writeString(file, TokenSecrets.generate("") + "\n", StandardCharsets.UTF_8);
                } catch (FileAlreadyExistsException raced) {
                    // another start wrote it first; use that one
                }
            }
            String password = Files.readString(file, StandardCharsets.UTF_8).strip();
            if (password.isEmpty()) throw new IllegalStateException(file + " is empty; delete it and the service sets a new password");
            return password;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read or create " + file, e);
        }
    }
}
