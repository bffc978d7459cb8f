package dev.linkledger.inventory.rest;

import java.util.regex.Pattern;

/**
 * The characters a paste of tool output may contain. Terminal colour codes (a coloured `cyme` or
 * `dmesg --color=always` copied from a terminal) are removed; any other control character but tab,
 * line feed and carriage return is refused with its line and column, because it only gets into a
 * paste by mistake (lines joined by NUL, a binary file) and PostgreSQL cannot store a NUL at all.
 */
final class PasteCharacters {
    private static final Pattern TERMINAL_COLOUR = Pattern.compile("\u001B\\[[0-9;?]*[ -/]*[@-~]");

    private PasteCharacters() {
    }

    /** The paste without colour codes; throws a 400 naming the first forbidden character. */
    static String cleaned(String text) {
        if (text == null) return null;
        String cleaned = text.indexOf('\u001B') >= 0 ? TERMINAL_COLOUR.matcher(text).replaceAll("") : text;
        int line = 1;
        int column = 0;
        for (int i = 0; i < cleaned.length(); i++) {
            char c = cleaned.charAt(i);
            column++;
            if (c == '\n') {
                line++;
                column = 0;
            } else if (Character.isISOControl(c) && c != '\t' && c != '\r') {
                throw ProblemException.badRequest("body", "line " + line + ", column " + column
                        + ": the control character U+" + String.format("%04X", (int) c)
                        + " cannot be part of tool output; paste the text as the tool printed it");
            }
        }
        return cleaned;
    }
}
