package dev.linkledger.inventory.api;

import java.util.regex.Pattern;

/**
 * A host's id: 1–63 of lower-case letters, digits, {@code .}, {@code -}, {@code _} (a hostname
 * label's alphabet plus dot and underscore), starting and ending with a letter or digit, safe in a URL path segment and a file name: no
 * {@code /}, no {@code ..}, not {@code .}.
 */
public record HostId(String value) {
    private static final Pattern ALLOWED = Pattern.compile("[a-z0-9._-]{1,63}");
    /** As a hostname label: {@code .hidden}, {@code -} and {@code _} name no host. */
    private static final Pattern ENDS = Pattern.compile("[a-z0-9](.*[a-z0-9])?");

    public HostId {
        String problem = problem(value);
        if (problem != null) throw new InvalidHostIdException(value, problem);
    }

    public static boolean isValid(String value) {
        return problem(value) == null;
    }

    /** Why {@code value} is not a host id, or null when it is one. */
    public static String problem(String value) {
        if (value == null || value.isEmpty()) return "a host id is required";
        if (value.length() > 63) return "a host id has at most 63 characters";
        if (!ALLOWED.matcher(value).matches())
            return "use lower-case letters, digits, '.', '-' and '_' only";
        if (value.contains("..") || value.equals(".")) return "'.' and '..' are not host ids";
        if (!ENDS.matcher(value).matches()) return "a host id starts and ends with a letter or a digit";
        return null;
    }

    @Override
    public String toString() {
        return value;
    }
}
