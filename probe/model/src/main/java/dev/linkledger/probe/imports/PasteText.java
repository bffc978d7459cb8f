package dev.linkledger.probe.imports;

import dev.linkledger.probe.text.PastedTabs;
import dev.linkledger.probe.text.WrappedLines;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A paste as its lines, numbered from 1 as the person sees them, cleaned of what forums and
 * terminals add: CR line ends, non-breaking spaces, {@code > } quote marks and {@code $ }
 * prompts, and tabs inside a line ({@link PastedTabs}). Indentation is kept, since lsusb -t and
 * lsusb -v carry structure in it.
 */
final class PasteText {
    private static final Pattern QUOTE_OR_PROMPT = Pattern.compile("^(\\s*)(?:>\\s?)+|^(\\s*)[$#]\\s+");

    private final List<String> lines;

    private PasteText(List<String> lines) {
        this.lines = lines;
    }

    static PasteText of(String text) {
        return new PasteText((text == null ? "" : text).lines().map(PasteText::clean).toList());
    }

    private static String clean(String line) {
        String l = PastedTabs.inside(line.replace('\u00a0', ' ').replace("\r", "").replace("\uFEFF", ""));
        return QUOTE_OR_PROMPT.matcher(l).replaceFirst("$1$2");
    }

    int size() {
        return lines.size();
    }

    /** The cleaned line with that 1-based number. */
    String line(int number) {
        return lines.get(number - 1);
    }

    /** The paste with the lines a mail client or forum wrapped mended for one tool's {@code shape}; numbers unchanged. */
    PasteText mended(WrappedLines.Shape shape) {
        return new PasteText(WrappedLines.mended(lines, shape));
    }

    /**
     * The paste with its lines re-cut by a reader that knows its tool's shape (a kernel log whose
     * line breaks were lost, {@link KernelLogLines#unflattened}); lines are numbered as re-cut.
     */
    PasteText relined(java.util.function.UnaryOperator<List<String>> reader) {
        List<String> relined = reader.apply(lines);
        return relined == lines ? this : new PasteText(List.copyOf(relined));
    }

    /** The cleaned text, one line per original line, so line numbers are unchanged. */
    String text() {
        return String.join("\n", lines);
    }
}
