package dev.linkledger.probe.cli;

import picocli.CommandLine.Help.Ansi;

import java.util.Map;

/**
 * Whether output may be coloured: only on a terminal, never when piped or redirected, and never
 * when {@code NO_COLOR} is set to anything non-empty (https://no-color.org) or {@code TERM=dumb}.
 * Colour goes through picocli's {@link Ansi} markup ({@code @|bold,red text|@}), so no ANSI
 * library is needed and "off" leaves the plain text.
 */
public record Terminal(boolean interactive, Map<String, String> env) {

    /** This process: a console on both ends and the real environment. */
    public static Terminal detect() {
        return new Terminal(System.console() != null, System.getenv());
    }

    public Ansi ansi() {
        String noColor = env.get("NO_COLOR");
        boolean off = !interactive || (noColor != null && !noColor.isEmpty()) || "dumb".equals(env.get("TERM"));
        return off ? Ansi.OFF : Ansi.ON;
    }

    /** {@code text} in the given picocli styles ("bold,red") when colour is on, else unchanged. */
    public String style(String styles, String text) {
        if (text == null || text.isEmpty() || ansi() == Ansi.OFF) return text;
        return ansi().string("@|" + styles + " " + text.replace("|@", "| @") + "|@");
    }
}
