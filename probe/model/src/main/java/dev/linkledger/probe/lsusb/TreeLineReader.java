package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.text.Elision;
import dev.linkledger.probe.text.WrappedLines;
import dev.linkledger.probe.usb.LinkSpeed;
import dev.linkledger.probe.usb.VidPid;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises single lines of {@code lsusb -t} output in the shapes usbutils has printed over the
 * years ({@code Bus 02.Port 1: Dev 1} and {@code Bus 002.Port 001: Dev 001}, with or without the
 * {@code /:} prefix, which some pastes escape as {@code \/:}). Returns null for prose; throws when
 * a line looks like tree output but is not. Text after a line's speed is the poster's note
 * ({@code 480M <<<}): lsusb prints nothing there.
 */
final class TreeLineReader {
    /** How a tree line looks, for mending the ones a mail client wrapped ({@code Class=Hub, \nDriver=hub/4p, 480M}). */
    static final WrappedLines.Shape SHAPE = new WrappedLines.Shape() {
        @Override
        public boolean startsLine(String line) {
            try {
                return read(line) != null;
            } catch (IllegalArgumentException e) {
                return true;
            }
        }

        @Override
        public boolean whole(String line) {
            try {
                return read(line) != null;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }

        @Override
        public boolean endsInFreeText(String line) {
            return whole(line) && read(line) instanceof TreeLine.Id;
        }
    };

    // "/:" with a markdown escape before it ("\/:"), or a diff or quote marker a paste kept ("+/:", ">/:")
    private static final Pattern BUS = Pattern.compile("(?:[\\\\+>]?/:\\s*)?Bus\\s+(\\d{1,9})\\.Port\\s+(\\d{1,9}):\\s*Dev\\s+(\\d{1,9}),\\s*(.*)");
    private static final Pattern DEVICE = Pattern.compile("\\|__\\s*Port\\s+(\\d{1,9}):\\s*Dev\\s+(\\d{1,9}),\\s*(?:If\\s+(\\d{1,9}),\\s*)?(.*)");
    private static final Pattern ID = Pattern.compile("ID\\s+([0-9a-fA-F]{4}:[0-9a-fA-F]{4})\\b\\s*(.*)");
    private static final Pattern ATTRIBUTES = Pattern.compile("Class=(.*?),\\s*Driver=(.*?),\\s*(\\S+)(?:\\s+.*)?");
    private static final Pattern DRIVER_PORTS = Pattern.compile("(.*)/(\\d{1,9})p");
    private static final Pattern DETAIL = Pattern.compile("/sys/bus/usb/devices/\\S+\\s+/dev/bus/usb/\\d+/\\d+|Manufactu\\w*=.*\\bProduct=.*");
    /** An arrow the poster put after a line ({@code <<< the caddy}, {@code <-- this one}); no usb.ids name holds one. */
    private static final Pattern POSTERS_NOTE = Pattern.compile("\\s*(?:<{2,}|<-+|<=+)(?:\\s.*)?$");
    private static final Pattern LOOKS_LIKE_TREE = Pattern.compile(".*(\\|__|\\bBus\\s+\\S+\\.Port\\b|\\bPort\\s+\\S+:\\s*Dev\\b).*");
    private static final int TAB_STOP = 8;

    private TreeLineReader() {
    }

    static TreeLine read(String line) {
        String text = line.strip();
        int column = column(line);
        Matcher m;
        if ((m = BUS.matcher(text)).matches()) return bus(column, m);
        if ((m = DEVICE.matcher(text)).matches()) return device(column, m);
        if (DETAIL.matcher(text).matches() || Elision.is(text)) return new TreeLine.Detail();
        if ((m = ID.matcher(text)).matches()) {
            String name = POSTERS_NOTE.matcher(m.group(2)).replaceFirst("").strip();
            return new TreeLine.Id(VidPid.parse(m.group(1)), name.isEmpty() ? null : name);
        }
        if (LOOKS_LIKE_TREE.matcher(text).matches()) {
            throw new IllegalArgumentException("looks like an lsusb -t line but is not 'Port <n>: Dev <n>, [If <n>,] Class=…, Driver=…, <speed>'");
        }
        return null;
    }

    private static TreeLine.Bus bus(int column, Matcher m) {
        Matcher a = attributes(m.group(4));
        String[] driver = driverAndPorts(a.group(2));
        return new TreeLine.Bus(column, Integer.parseInt(m.group(1)), driver[0], toInt(driver[1]), speed(a.group(3)));
    }

    private static TreeLine.Device device(int column, Matcher m) {
        Matcher a = attributes(m.group(4));
        String[] driver = driverAndPorts(a.group(2));
        return new TreeLine.Device(column, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), toInt(m.group(3)),
                a.group(1).trim(), driver[0], toInt(driver[1]), speed(a.group(3)));
    }

    private static Matcher attributes(String rest) {
        Matcher a = ATTRIBUTES.matcher(rest.strip());
        if (!a.matches()) throw new IllegalArgumentException("expected 'Class=…, Driver=…, <speed>' but found '" + rest.strip() + "'");
        return a;
    }

    /** {@code hub/4p} → {hub, 4}; {@code [none]} or empty → {null, null}. */
    private static String[] driverAndPorts(String text) {
        String t = text.trim();
        Matcher m = DRIVER_PORTS.matcher(t);
        String name = m.matches() ? m.group(1) : t;
        String ports = m.matches() ? m.group(2) : null;
        return new String[]{name.isEmpty() || name.equals("[none]") ? null : name, ports};
    }

    private static LinkSpeed speed(String text) {
        LinkSpeed speed = LinkSpeed.parse(text);
        if (speed == null) throw new IllegalArgumentException("unrecognised speed '" + text + "'");
        return speed;
    }

    private static Integer toInt(String s) {
        return s == null ? null : Integer.parseInt(s);
    }

    /** Display column of the first visible character, tabs expanded as a terminal would. */
    static int column(String line) {
        int col = 0;
        for (char c : line.toCharArray()) {
            if (c == '\t') col = (col / TAB_STOP + 1) * TAB_STOP;
            else if (Character.isWhitespace(c)) col++;
            else break;
        }
        return col;
    }
}
