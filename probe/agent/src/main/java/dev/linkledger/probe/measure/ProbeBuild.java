package dev.linkledger.probe.measure;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Which probe produced a number: its version and the SHA-256 of the jar it runs from. */
public final class ProbeBuild {
    public static final String VERSION = "0.1.0";
    public static final String UNKNOWN = "unknown";

    private ProbeBuild() {
    }

    /** SHA-256 of the jar holding this class; {@code unknown} when running from a classes directory. */
    public static String jarSha256() {
        try {
            CodeSource source = ProbeBuild.class.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) return UNKNOWN;
            Path location = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(location) ? sha256(location) : UNKNOWN;
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return UNKNOWN;
        }
    }

    static String sha256(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; ) digest.update(buffer, 0, n);
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /** {@code /proc/sys/kernel/osrelease}, or {@code os.version} where there is no procfs. */
    public static String kernelRelease() {
        try {
            return Files.readString(Path.of("/proc/sys/kernel/osrelease")).trim();
        } catch (IOException | RuntimeException e) {
            return System.getProperty("os.version", UNKNOWN);
        }
    }
}
