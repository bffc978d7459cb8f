package dev.linkledger.inventory.auth;

import io.quarkus.runtime.Startup;
import io.quarkus.runtime.configuration.ConfigurationException;
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
 *
 * <p>Resolved before Axon's processors start (they observe StartupEvent at priority 100): a
 * misconfigured token then ends the start with its one message, not with every processor
 * failing against a container that is shutting down.
 */
@Startup(50)
@Singleton
public class AdminToken {
    private static final Logger LOG = Logger.getLogger(AdminToken.class);
    public static final String PROPERTY = "linkledger.admin-token";
    public static final int MIN_LENGTH = 16;

    @ConfigProperty(name = PROPERTY)
    Optional<String> configured;
    @ConfigProperty(name = "linkledger.data-dir")
    Optional<String> dataDir;

    private byte[] sha256;

    @PostConstruct
    void resolve() {
        Optional<String> fromConfig = configured.map(String::strip).filter(t -> !t.isEmpty());
        if (fromConfig.isPresent()) {
            Optional<String> problem = problemWith(fromConfig.get());
            if (problem.isPresent()) throw new ConfigurationException(problem.get());
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

    /**
     * Why a configured admin token cannot be used, as a sentence saying what to do; empty when it
     * can. The token itself is never part of the message.
     */
    public static Optional<String> problemWith(String configured) {
        String token = configured == null ? "" : configured.strip();
        if (token.isEmpty() || token.length() >= MIN_LENGTH) return Optional.empty();
        return Optional.of("LINKLEDGER_ADMIN_TOKEN (" + PROPERTY + ") has " + token.length()
                + " characters but needs at least " + MIN_LENGTH + ": set it to a random secret (e.g. the output of"
                + " 'openssl rand -base64 32'), or unset it to have one generated into admin-token in the data directory");
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
