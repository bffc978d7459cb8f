package dev.linkledger.advisor.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * One file of the corpus: {@code key: value} header lines, a blank line, then the paste exactly
 * as posted (see corpus/README.md). The header ends at the first blank line, so a paste may
 * contain anything, blank lines included.
 */
record CorpusFile(String name, Map<String, String> header, String paste) {

    /**
     * The cases as the source tree holds them. The build's copy under target/test-classes keeps a file
     * that was moved or deleted since (Maven copies resources, it never removes them): a held-out
     * round folded into the corpus would be graded again beside the next one. The classpath copy is
     * read only where the sources are not beside the tests.
     */
    static List<CorpusFile> inDirectory(String resourceDir) {
        Path sources = Path.of("src/test/resources", resourceDir);
        try (Stream<Path> files = Files.list(Files.isDirectory(sources) ? sources : onClasspath(resourceDir))) {
            return files.filter(p -> p.toString().endsWith(".txt")).sorted().map(CorpusFile::read).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path onClasspath(String resourceDir) throws URISyntaxException {
        URL url = CorpusFile.class.getResource("/" + resourceDir);
        if (url == null) throw new IllegalStateException("no corpus directory " + resourceDir + " in the sources or on the test classpath");
        return Path.of(url.toURI());
    }

    static CorpusFile read(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            String name = file.getFileName().toString().replaceFirst("\\.txt$", "");
            return parse(name, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static CorpusFile parse(String name, String text) {
        int end = text.indexOf("\n\n");
        if (end < 0) throw new IllegalArgumentException(name + ": no blank line after the header");
        Map<String, String> header = new LinkedHashMap<>();
        for (String line : text.substring(0, end).split("\n")) {
            int colon = line.indexOf(": ");
            if (colon < 0) throw new IllegalArgumentException(name + ": header line without 'key: value': " + line);
            if (header.put(line.substring(0, colon).trim(), line.substring(colon + 2).trim()) != null)
                throw new IllegalArgumentException(name + ": header key twice: " + line);
        }
        return new CorpusFile(name, header, text.substring(end + 2));
    }

    String required(String key) {
        String value = header.get(key);
        if (value == null || value.isBlank()) throw new IllegalArgumentException(name + ": header '" + key + "' is missing");
        return value;
    }
}
