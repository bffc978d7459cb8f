package dev.linkledger.probe.measure;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/** Real files on the build directory's disk (target/ is not tmpfs), filled with random bytes. */
public final class MeasureFiles {
    public static final Path DIR = Path.of("target/measure-test");

    private MeasureFiles() {
    }

    public static Path randomFile(String name, long bytes) throws IOException {
        Files.createDirectories(DIR);
        Path file = DIR.resolve(name);
        if (Files.exists(file) && Files.size(file) == bytes) return file;
        Random random = new Random(bytes);
        byte[] chunk = new byte[1 << 20];
        try (OutputStream out = Files.newOutputStream(file)) {
            for (long left = bytes; left > 0; left -= chunk.length) {
                random.nextBytes(chunk);
                out.write(chunk, 0, (int) Math.min(chunk.length, left));
            }
        }
        return file;
    }
}
