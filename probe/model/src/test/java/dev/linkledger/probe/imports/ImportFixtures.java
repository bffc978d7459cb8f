package dev.linkledger.probe.imports;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Pastes under src/test/resources/imports (origins in its README), read exactly as committed. */
final class ImportFixtures {
    private ImportFixtures() {
    }

    static String text(String name) {
        try (InputStream in = ImportFixtures.class.getResourceAsStream("/imports/" + name)) {
            if (in == null) throw new IllegalArgumentException("no fixture " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static PasteText paste(String name) {
        return PasteText.of(text(name));
    }

    static String crlf(String text) {
        return text.replace("\r\n", "\n").replace("\n", "\r\n");
    }

    /** Every line shifted by the same prefix, as a forum's code block or an email quote does. */
    static String indented(String text, String prefix) {
        return text.lines().map(l -> prefix + l).reduce((a, b) -> a + "\n" + b).orElse("") + "\n";
    }
}
