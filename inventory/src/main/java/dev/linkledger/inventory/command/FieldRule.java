package dev.linkledger.inventory.command;

import dev.linkledger.probe.text.ControlCharacters;

import java.util.regex.Pattern;

/**
 * What one string field of the contract may hold: a maximum length and an alphabet. Every rule
 * refuses control characters ({@link ControlCharacters}): PostgreSQL cannot store a NUL at all,
 * and the others only ever arrive by mistake or malice. A paste's tabs reach no field: the import
 * reads a tab inside a line as a space.
 *
 * @param shape null for free text (any printable character), otherwise the pattern the whole
 *              value must match
 * @param says  how the shape is said to a person ("4 hex digits")
 */
record FieldRule(int maxLength, Pattern shape, String says) {
    /** Names and descriptions as sysfs or a device's string descriptors give them. */
    static final FieldRule TEXT = new FieldRule(255, null, "text");
    /** Kernel names, driver names, port ids: printable ASCII without spaces. */
    static final FieldRule NAME = word(64);
    /** A USB vendor or product id, or a class code's two digits. */
    static final FieldRule HEX4 = hex(4, 4);
    static final FieldRule HEX2 = hex(2, 2);

    static FieldRule text(int maxLength) {
        return new FieldRule(maxLength, null, "text");
    }

    static FieldRule word(int maxLength) {
        return new FieldRule(maxLength, Pattern.compile("[\\x21-\\x7e]+"), "printable characters without spaces");
    }

    static FieldRule hex(int min, int max) {
        String digits = min == max ? min + " hex digits" : min + " to " + max + " hex digits";
        // sysfs writes some ids with a 0x prefix (a PCI vendor 0x8086, a PD VDO 0x1c60315c).
        return new FieldRule(max + 2, Pattern.compile("(0x)?[0-9a-fA-F]{" + min + "," + max + "}"), digits);
    }

    static FieldRule matching(int maxLength, String regex, String says) {
        return new FieldRule(maxLength, Pattern.compile(regex), says);
    }

    /** Why {@code value} breaks this rule, or null when it keeps it. */
    String problem(String value) {
        if (value.length() > maxLength) {
            String limit = shape == null ? "at most " + maxLength + " are allowed" : "must be " + says;
            return "has " + value.length() + " characters; " + limit;
        }
        ControlCharacters.Found control = ControlCharacters.first(value, "");
        if (control != null) return "contains the control character " + control.code() + " at position " + control.position();
        for (int i = 0; i < value.length(); i++) {
            if (Character.isSurrogate(value.charAt(i)) && !validSurrogatePair(value, i))
                return "contains a broken UTF-16 surrogate at position " + (i + 1);
        }
        if (shape != null && !shape.matcher(value).matches()) return "must be " + says + ", not '" + value + "'";
        return null;
    }

    private static boolean validSurrogatePair(String value, int i) {
        char c = value.charAt(i);
        if (Character.isHighSurrogate(c)) return i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1));
        return i > 0 && Character.isHighSurrogate(value.charAt(i - 1));
    }
}
