package dev.linkledger.probe.imports;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Pastes for fuzzing the import parsers: the real tool outputs under src/test/resources
 * (imports/ and lsusb/, with their subfolders; cyme's JSON too) damaged the way copy and paste damages them — lines dropped, duplicated
 * or cut short, characters replaced, numbers changed — and text with no structure at all.
 */
final class PasteMutations {
    private static final Pattern NUMBER = Pattern.compile("\\d+");
    /** Characters that matter to the parsers (tree glyphs, separators, hex) and ones that should never matter. */
    private static final String INTERESTING = "|_-:=,./ \t\r\n0123456789abcdefxXMT\u0000\u007f\u00a0\u2502\u2514\u251c\ufffd";

    private PasteMutations() {
    }

    /** Every committed paste, read as text. */
    static List<String> fixtures() {
        try (Stream<Path> files = Stream.concat(Files.walk(Path.of("src/test/resources/imports")),
                Files.walk(Path.of("src/test/resources/lsusb")))) {
            return files.filter(p -> p.toString().endsWith(".txt") || p.toString().endsWith(".json")).sorted()
                    .map(PasteMutations::read).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A real paste with one to six mutations applied in turn. */
    static Arbitrary<String> mutatedFixture() {
        return Combinators.combine(Arbitraries.of(fixtures()), mutation().list().ofMinSize(1).ofMaxSize(6))
                .as((text, mutations) -> {
                    String out = text;
                    for (Mutation m : mutations) out = m.apply(out);
                    return out;
                });
    }

    /** Arbitrary text: random Unicode, or lines built from the characters the parsers look at. */
    static Arbitrary<String> arbitraryText() {
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(400),
                Arbitraries.strings().withChars(INTERESTING).ofMaxLength(400),
                Arbitraries.strings().withChars(INTERESTING).alpha().ofMaxLength(80).list().ofMaxSize(20)
                        .map(lines -> String.join("\n", lines)));
    }

    private static Arbitrary<Mutation> mutation() {
        Arbitrary<Integer> at = Arbitraries.integers().between(0, Integer.MAX_VALUE);
        Arbitrary<String> number = Arbitraries.oneOf(
                Arbitraries.integers().map(String::valueOf),
                Arbitraries.longs().map(String::valueOf),
                Arbitraries.of("0", "-1", "00", "99999999999999999999", "4294967296", "1e3", "0x10", ""));
        return Arbitraries.oneOf(
                at.map(DropLine::new),
                at.map(DuplicateLine::new),
                at.map(Truncate::new),
                Combinators.combine(at, Arbitraries.chars().with(INTERESTING.toCharArray()).injectNull(0.0)
                        .map(String::valueOf)).as(ReplaceChar::new),
                Combinators.combine(at, Arbitraries.chars().all().map(String::valueOf)).as(ReplaceChar::new),
                Combinators.combine(at, number).as(ChangeNumber::new),
                at.map(SwapLines::new));
    }

    sealed interface Mutation {
        String apply(String text);
    }

    private static List<String> lines(String text) {
        return new ArrayList<>(Arrays.asList(text.split("\n", -1)));
    }

    record DropLine(int at) implements Mutation {
        public String apply(String text) {
            List<String> lines = lines(text);
            lines.remove(at % lines.size());
            return String.join("\n", lines);
        }
    }

    record DuplicateLine(int at) implements Mutation {
        public String apply(String text) {
            List<String> lines = lines(text);
            int i = at % lines.size();
            lines.add(i, lines.get(i));
            return String.join("\n", lines);
        }
    }

    record SwapLines(int at) implements Mutation {
        public String apply(String text) {
            List<String> lines = lines(text);
            if (lines.size() < 2) return text;
            int i = at % (lines.size() - 1);
            String a = lines.get(i);
            lines.set(i, lines.get(i + 1));
            lines.set(i + 1, a);
            return String.join("\n", lines);
        }
    }

    record Truncate(int at) implements Mutation {
        public String apply(String text) {
            return text.substring(0, at % (text.length() + 1));
        }
    }

    record ReplaceChar(int at, String with) implements Mutation {
        public String apply(String text) {
            if (text.isEmpty()) return with;
            int i = at % text.length();
            return text.substring(0, i) + with + text.substring(i + 1);
        }
    }

    record ChangeNumber(int at, String with) implements Mutation {
        public String apply(String text) {
            Matcher m = NUMBER.matcher(text);
            List<int[]> spans = new ArrayList<>();
            while (m.find()) spans.add(new int[]{m.start(), m.end()});
            if (spans.isEmpty()) return text;
            int[] s = spans.get(at % spans.size());
            return text.substring(0, s[0]) + with + text.substring(s[1]);
        }
    }
}
