package dev.linkledger.inventory.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Bearer secrets: 256 random bits, base64url, with a prefix that tells a person what the string is
 * ({@code lla_} admin, {@code llp_} probe, {@code llr_} reader). Only their SHA-256 is stored; a secret with that much
 * entropy needs no slow hash.
 */
public final class TokenSecrets {
    public static final String ADMIN_PREFIX = "lla_";
    public static final String PROBE_PREFIX = "llp_";
    public static final String READER_PREFIX = "llr_";
    private static final SecureRandom RANDOM = new SecureRandom();

    private TokenSecrets() {
    }

    public static String generate(String prefix) {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return prefix + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public static String sha256Hex(String secret) {
        return HexFormat.of().formatHex(sha256(secret));
    }

    public static byte[] sha256(String secret) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
