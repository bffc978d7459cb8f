package dev.linkledger.probe.text;

/**
 * Tabs in pasted tool output. lsusb, usb-devices and the kernel never print a tab inside a line:
 * one there was put in by a terminal or editor turning spaces into tabs, or by the poster setting
 * off a note ({@code 480M<TAB><<<}). Either way it stands for white space, and as a space it can
 * go into a note or a name (the contract refuses control characters in every string). A tab in
 * the indentation is kept: lsusb -t's tree is read from the column it gives.
 */
public final class PastedTabs {
    private PastedTabs() {
    }

    /** The line with every tab after its first visible character turned into a space. */
    public static String inside(String line) {
        int start = 0;
        while (start < line.length() && Character.isWhitespace(line.charAt(start))) start++;
        if (line.indexOf('\t', start) < 0) return line;
        return line.substring(0, start) + line.substring(start).replace('\t', ' ');
    }
}
