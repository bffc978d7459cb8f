package dev.linkledger.probe.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Mends the lines of tool output that a mail client, a forum or a narrow terminal wrapped: the
 * one place every text reader gets this from. A line that does not start like a line of the
 * tool (no timestamp in a kernel log, no tree glyph, {@code Port} or {@code Bus} in a tree) is
 * the tail of the line above when joining the two makes a whole line of the tool and the line
 * above was not whole without it. A line that ends in free text (lsusb -tv's name after the
 * {@code ID}) is whole either way: it takes the tail only when the tool's output goes on right
 * after it, since prose follows output and does not sit inside it. The tail's own line is left
 * blank, so line numbers stay the ones the person sees.
 */
public final class WrappedLines {
    /** What lines of one tool look like. */
    public interface Shape {
        /** True when the line opens a line of the tool's output, so it cannot be the tail of another. */
        boolean startsLine(String line);

        /** True when the text reads as one whole line of the tool. */
        boolean whole(String line);

        /** True when the line ends in free text a wrap may have cut (a name), so it is whole with or without a tail. */
        default boolean endsInFreeText(String line) {
            return false;
        }
    }

    /** A line longer than four mail lines is not one a tool printed. */
    private static final int MOST_TAILS = 3;

    private WrappedLines() {
    }

    /** The lines with every wrapped line joined again on the line it started on, and its tails' lines blank. */
    public static List<String> mended(List<String> lines, Shape shape) {
        List<String> out = new ArrayList<>(lines);
        for (int i = 0; i < out.size(); i++) {
            String line = out.get(i);
            if (line.isBlank() || !shape.startsLine(line)) continue;
            Join join = shape.whole(line) ? freeTextTail(out, i, shape) : completingTails(out, i, shape);
            if (join == null) continue;
            out.set(i, join.text());
            for (int t = 1; t <= join.tails(); t++) out.set(i + t, "");
            i += join.tails();
        }
        return out;
    }

    /** The joined line and how many lines below it were its tails. */
    private record Join(String text, int tails) {
    }

    /** The fewest tails that make the line at {@code i} whole, or null. */
    private static Join completingTails(List<String> lines, int i, Shape shape) {
        for (int tails = 1; tails <= MOST_TAILS && i + tails < lines.size() && isTail(lines.get(i + tails), shape); tails++) {
            String joined = joined(lines.get(i), lines.subList(i + 1, i + 1 + tails), shape);
            if (joined != null) return new Join(joined, tails);
        }
        return null;
    }

    /** A whole line ending in free text takes one tail only when the tool's output goes on after it. */
    private static Join freeTextTail(List<String> lines, int i, Shape shape) {
        if (!shape.endsInFreeText(lines.get(i)) || i + 2 >= lines.size() || !isTail(lines.get(i + 1), shape)) return null;
        String after = lines.get(i + 2);
        if (after.isBlank() || !shape.startsLine(after)) return null;
        String joined = joined(lines.get(i), lines.subList(i + 1, i + 2), shape);
        return joined == null ? null : new Join(joined, 1);
    }

    /** A {@code [...]} the poster put in is no part of the line above it. */
    private static boolean isTail(String line, Shape shape) {
        return !line.isBlank() && !shape.startsLine(line) && !Elision.is(line);
    }

    /**
     * Mail clients break at a space, which they drop or keep at the line's end; a terminal
     * breaks inside a word. The space is tried first: "using" + "xhci_hcd" is "using xhci_hcd",
     * while "bcd" + "Device=" only reads whole as "bcdDevice=". Of several tails, only the last
     * break is tried both ways.
     */
    private static String joined(String line, List<String> tails, Shape shape) {
        StringBuilder head = new StringBuilder(line.stripTrailing());
        for (int t = 0; t < tails.size() - 1; t++) head.append(' ').append(tails.get(t).strip());
        String last = tails.get(tails.size() - 1).strip();
        for (String separator : new String[]{" ", ""}) {
            String candidate = head + separator + last;
            if (shape.whole(candidate)) return candidate;
        }
        return null;
    }
}
