package dev.linkledger.inventory.rest;

import dev.linkledger.probe.text.ControlCharacters;

import java.util.regex.Pattern;

/**
 * The characters a paste of tool output may contain. Terminal colour codes (a coloured `cyme` or
 * `dmesg --color=always` copied from a terminal) are removed; any other control character but tab,
 * line feed and carriage return is refused with its line and column ({@link ControlCharacters}, the scanner
 * the contract's field check uses too), because it only gets into a
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
        ControlCharacters.Found c = ControlCharacters.first(cleaned, ControlCharacters.OF_TEXT);
        if (c != null) {
            throw ProblemException.badRequest("body", "line " + c.line() + ", column " + c.column()
                    + ": the control character " + c.code() + " cannot be part of tool output; paste the text as the tool printed it");
        }
        return cleaned;
    }
}
