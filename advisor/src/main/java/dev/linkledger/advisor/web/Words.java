package dev.linkledger.advisor.web;

/** Small wordings the pictures share. */
public final class Words {
    private Words() {
    }

    /** {@code text} cut to {@code max} characters with an ellipsis (an SVG's text does not wrap). */
    public static String cut(String text, int max) {
        if (text == null) return "";
        return text.length() <= max ? text : text.substring(0, max - 1).stripTrailing() + "\u2026";
    }
}
