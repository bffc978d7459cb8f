package dev.linkledger.inventory.rest;

import dev.linkledger.probe.text.ControlCharacters;

import java.util.regex.Pattern;

/**
 * The characters a paste of tool output may contain. Terminal colour codes (a coloured `cyme` or
 * `dmesg --color=always` copied from a terminal) are removed. A NUL is refused with its line and
 * column ({@link ControlCharacters}, the scanner the contract's field check uses too): no tool
 * prints one inside a line (C strings end at it), it only gets into a paste by mistake (lines
 * joined by NUL, a binary file), and PostgreSQL cannot store it. Any other control character can
 * be real output: the kernel logs a device's strings as the device gave them (rtl8xxxu prints a
 * dongle's efuse product name with its leading length byte, "Product: ^C802.11n NI"), and a log
 * read without dmesg's escaping carries the byte raw. It is kept, written {@code \xHH} as
 * util-linux dmesg and /dev/kmsg show it, so that no stored string holds a control character.
 */
final class PasteCharacters {
    private static final Pattern TERMINAL_COLOUR = Pattern.compile("\u001B\\[[0-9;?]*[ -/]*[@-~]");

    private PasteCharacters() {
    }

    /** The paste without colour codes, its other control characters written {@code \xHH}; throws a 400 naming the first NUL. */
    static String cleaned(String text) {
        if (text == null) return null;
        String cleaned = text.indexOf('\u001B') >= 0 ? TERMINAL_COLOUR.matcher(text).replaceAll("") : text;
        ControlCharacters.Found c = ControlCharacters.first(cleaned, ControlCharacters.ALL_BUT_NUL);
        if (c != null) {
            throw ProblemException.badRequest("body", "line " + c.line() + ", column " + c.column()
                    + ": the control character " + c.code() + " cannot be part of tool output; paste the text as the tool printed it");
        }
        return ControlCharacters.escaped(cleaned, ControlCharacters.OF_TEXT);
    }
}
