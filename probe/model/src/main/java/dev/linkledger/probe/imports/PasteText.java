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

    /** A dmesg stamp, "[   23.884317]". */
    private static final Pattern STAMP = Pattern.compile("\\[\\s*\\d+\\.\\d+]");
    /** Three stamps on one line: the log's line breaks were lost. */
    private static final Pattern FLAT = Pattern.compile("\\[\\s*\\d+\\.\\d+].*\\[\\s*\\d+\\.\\d+].*\\[\\s*\\d+\\.\\d+]");
    /** A line that ends inside a stamp ("… [ " before "  44.748356] usb …" on the next). */
    private static final Pattern OPEN_STAMP = Pattern.compile("\\[\\s*[\\d.]*\\s*$");

    /**
     * A kernel log whose line breaks a web page or mail archive turned into spaces ("[ 23.88] usb
     * 1-4: … [ 29.02] usb 1-4: …" on one line, then wrapped anywhere, even inside a stamp): each
     * dmesg stamp starts a line again, and a line cut inside a stamp is joined to the next. A paste
     * without such a line is returned as it is; the lines are renumbered as split.
     */
    PasteText unflattened() {
        if (lines.stream().noneMatch(l -> FLAT.matcher(l).find())) return this;
        List<String> joined = new java.util.ArrayList<>();
        for (String l : lines) {
            int last = joined.size() - 1;
            if (last >= 0 && OPEN_STAMP.matcher(joined.get(last)).find()) joined.set(last, joined.get(last) + l.strip());
            else joined.add(l);
        }
        List<String> split = new java.util.ArrayList<>();
        for (String l : joined) {
            var m = STAMP.matcher(l);
            int from = 0;
            while (m.find()) {
                if (m.start() > from && !l.substring(from, m.start()).isBlank()) {
                    split.add(l.substring(from, m.start()).stripTrailing());
                    from = m.start();
                }
            }
            split.add(l.substring(from));
        }
        return new PasteText(List.copyOf(split));
    }

    /** The cleaned text, one line per original line, so line numbers are unchanged. */
    String text() {
        return String.join("\n", lines);
    }
}
