package dev.linkledger.probe.text;

/**
 * The one scanner for control characters (U+0000 to U+001F and U+007F to U+009F): the contract
 * refuses them in every string it stores (PostgreSQL cannot store a NUL at all, the others only
 * arrive by mistake or malice), and a paste may hold none but the line breaks and tabs of text.
 * It says where the character is both ways a person is told: its position in a field, and its
 * line and column in a paste.
 */
public final class ControlCharacters {
    /** Line breaks and tabs: the control characters text itself is made of. */
    public static final String OF_TEXT = "\t\r\n";
    /** Every control character but NUL, which no tool prints inside a line (C strings end at it). */
    public static final String ALL_BUT_NUL = allBut('\u0000');

    /**
     * One control character found.
     *
     * @param position 1-based, counted in UTF-16 units from the start of the text
     * @param line     1-based, counted in line feeds
     * @param column   1-based, counted from the last line feed
     */
    public record Found(char character, int position, int line, int column) {
        /** {@code U+0009} */
        public String code() {
            return String.format("U+%04X", (int) character);
        }
    }

    private ControlCharacters() {
    }

    /**
     * The text with every control character but NUL and those {@code kept} written as {@code \\xHH},
     * as util-linux dmesg and the kernel's /dev/kmsg show a byte they cannot print (a device string
     * the kernel logged raw, such as a Wi-Fi dongle's efuse name "\\x03802.11n NI").
     */
    public static String escaped(CharSequence text, String kept) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) && c != '\u0000' && kept.indexOf(c) < 0) out.append(String.format("\\x%02x", (int) c));
            else out.append(c);
        }
        return out.toString();
    }

    private static String allBut(char excluded) {
        StringBuilder all = new StringBuilder();
        for (char c = 0; c <= '\u009F'; c++) if (Character.isISOControl(c) && c != excluded) all.append(c);
        return all.toString();
    }

    /** The first control character of {@code text} that is not one of {@code allowed}, or null. */
    public static Found first(CharSequence text, String allowed) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) && allowed.indexOf(c) < 0) return new Found(c, i + 1, line, i - lineStart + 1);
            if (c == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return null;
    }
}
