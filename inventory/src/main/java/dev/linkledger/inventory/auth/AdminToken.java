package dev.linkledger.inventory.auth;

import io.quarkus.runtime.Startup;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Optional;

/**
 * The one admin credential: {@code linkledger.admin-token} (LINKLEDGER_ADMIN_TOKEN) when set,
 * otherwise the token generated into {@code admin-token} in the data directory (the embedded
 * database's, or {@code ~/.local/share/linkledger} when the service uses an external database).
 * The token is printed only when it is created; afterwards the log names the file.
 */
@Startup
@Singleton
public class AdminToken {
    private static final Logger LOG = Logger.getLogger(AdminToken.class);
    private static final int MIN_LENGTH = 16;

    @ConfigProperty(name = "linkledger.admin-token")
    Optional<String> configured;
    @ConfigProperty(name = "linkledger.data-dir")
    Optional<String> dataDir;

    private byte[] sha256;

    @PostConstruct
    void resolve() {
        Optional<String> fromConfig = configured.map(String::strip).filter(t -> !t.isEmpty());
        if (fromConfig.isPresent()) {
            if (fromConfig.get().length() < MIN_LENGTH)
                throw new IllegalStateException("linkledger.admin-token (LINKLEDGER_ADMIN_TOKEN) must have at least "
                        + MIN_LENGTH + " characters");
            sha256 = TokenSecrets.sha256(fromConfig.get());
            LOG.info("Admin token taken from linkledger.admin-token (LINKLEDGER_ADMIN_TOKEN)");
            return;
        }
        try {
            AdminTokenFile.Loaded loaded = AdminTokenFile.readOrCreate(directory());
            sha256 = TokenSecrets.sha256(loaded.token());
            if (loaded.created()) {
                LOG.infof("Admin token written to %s (mode 0600): %s", loaded.path(), loaded.token());
            } else {
                LOG.infof("Admin token in %s", loaded.path());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read or create the admin token file; set LINKLEDGER_ADMIN_TOKEN instead", e);
        }
    }

    public boolean matches(String presented) {
        return MessageDigest.isEqual(sha256, TokenSecrets.sha256(presented));
    }

    private Path directory() {
        return dataDir.map(String::strip).filter(d -> !d.isEmpty()).map(Path::of)
                .orElse(Path.of(System.getProperty("user.home"), ".local", "share", "linkledger"))
                .toAbsolutePath();
    }
}
