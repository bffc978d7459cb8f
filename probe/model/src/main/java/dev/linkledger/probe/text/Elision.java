package dev.linkledger.probe.text;

import java.util.regex.Pattern;

/** A poster's mark for lines left out of a paste ({@code [...]}, {@code ...}, {@code [snip]}, {@code <snip>}, {@code [trimmed]}). */
public final class Elision {
    private static final Pattern MARK = Pattern.compile("(?i)\\s*(?:\\[\\s*(?:\\.{2,}|…|snip|trimmed|cut)\\s*]|<\\s*snip\\s*>|\\.{3,}|…)\\s*");

    private Elision() {
    }

    /** True when the whole line is such a mark: the output it sits in goes on after it. */
    public static boolean is(String line) {
        return MARK.matcher(line).matches();
    }
}
