package dev.linkledger.probe.lsusb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Pastes under src/test/resources/lsusb, read exactly as committed (trailing spaces included). */
public final class LsusbFixtures {
    private LsusbFixtures() {
    }

    public static String text(String name) {
        try (InputStream in = LsusbFixtures.class.getResourceAsStream("/lsusb/" + name)) {
            if (in == null) throw new IllegalArgumentException("no fixture " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
