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
