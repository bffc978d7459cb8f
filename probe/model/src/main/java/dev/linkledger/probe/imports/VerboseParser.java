package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the device blocks of {@code lsusb -v}: a {@code Bus NNN Device NNN: ID …} header followed
 * by {@code Device Descriptor:} (or usbutils 018's {@code Negotiated speed:}). A block ends at the
 * next header or at a line, no more indented than the header, that is not lsusb -v output, so
 * prose after a paste is never read as part of it. {@link VerboseBlock} reads each block.
 */
final class VerboseParser {
    private static final int LOOKAHEAD = 3;
    /** Descriptor fields are named bLength, wTotalLength, bmAttributes, idVendor, iProduct, bcdUSB. */
    private static final Pattern FIELD = Pattern.compile("(?:b|w|i|id|bm|bcd|dw)[A-Z]\\w*(?:\\[\\d+])?\\s+.*");
    private static final List<String> OUTPUT_PHRASES = List.of("Device Descriptor:", "Negotiated speed", "Couldn't open device",
            "Device Status:", "Device Qualifier", "Binary Object Store", "Hub Descriptor:", "Hub Port Status:", "Debug descriptor",
            "can't get", "cannot read", "Self Powered", "Bus Powered", "Remote Wakeup", "(Bus Powered)");

    private VerboseParser() {
    }

    /** The headings lsusb -v prints before a descriptor's or capability's fields ("SuperSpeed USB Device Capability:"). */
    private static final Pattern HEADING = Pattern.compile("(?:[\\w .+-]+ (?:Descriptor|Device Capability)|Hub Port Status|Device Status):\\s*");

    /**
     * True when the paste is an excerpt of lsusb -v without any device's {@code Bus NNN Device NNN: ID}
     * line (a reply quoting only a device's BOS capability): lsusb's output, but of no device it names.
     */
    static boolean headlessExcerpt(PasteText paste) {
        boolean heading = false;
        boolean field = false;
        for (int n = 1; n <= paste.size(); n++) {
            String line = paste.line(n).strip();
            if (ShortListParser.HEADER.matcher(line).matches()) return false;
            heading |= HEADING.matcher(line).matches();
            field |= FIELD.matcher(line).matches();
        }
        return heading && field;
    }

    /** True when line {@code n} is the header of an lsusb -v block rather than a plain lsusb line. */
    static boolean opensBlock(PasteText paste, int n) {
        if (!ShortListParser.HEADER.matcher(paste.line(n).strip()).matches()) return false;
        int seen = 0;
        for (int k = n + 1; k <= paste.size() && seen < LOOKAHEAD; k++) {
            String next = paste.line(k).strip();
            if (next.isEmpty()) continue;
            seen++;
            if (next.startsWith("Device Descriptor:") || next.startsWith("Negotiated speed")) return true;
        }
        return false;
    }

    static SectionResult parse(PasteText paste) {
        List<DeviceFacts> devices = new ArrayList<>();
        List<ObservedBus> buses = new ArrayList<>();
        List<ObservationNote> notes = new ArrayList<>();
        List<HubPorts> hubs = new ArrayList<>();
        int first = 0;
        int n = 1;
        while (n <= paste.size()) {
            if (!opensBlock(paste, n)) {
                n++;
                continue;
            }
            if (first == 0) first = n;
            Matcher header = ShortListParser.HEADER.matcher(paste.line(n).strip());
            header.matches();
            VerboseBlock block = new VerboseBlock(n, Integer.parseInt(header.group(1)), Integer.parseInt(header.group(2)),
                    header.group(3) + ":" + header.group(4), notes);
            int column = column(paste.line(n));
            n++;
            if (n <= paste.size() && wrappedHeaderTail(paste.line(n), column)) n++;
            while (n <= paste.size() && inBlock(paste.line(n), column)) {
                block.accept(n, paste.line(n));
                n++;
            }
            if (block.isRootHub()) buses.add(block.bus());
            else if (block.usable()) devices.add(block.device());
            HubPorts ports = block.hubPorts();
            if (ports != null) hubs.add(ports);
        }
        return new SectionResult(ImportFormat.LSUSB_V, first, devices, buses, List.of(), List.of(), notes, hubs, List.of());
    }

    /**
     * A mail client or forum that wraps long lines leaves the end of the header's usb.ids name
     * on a line of its own ({@code Goodix USB2.0 MISC} under {@code Bus 001 Device 006: ID
     * 27c6:609c Shenzhen Goodix Technology Co.,Ltd.}); {@link #opensBlock} already saw the
     * descriptor lines below it, so it is the header's, not prose ending the block.
     */
    private static boolean wrappedHeaderTail(String line, int headerColumn) {
        String text = line.strip();
        return !text.isEmpty() && column(line) <= headerColumn && !inBlock(line, headerColumn);
    }

    private static boolean inBlock(String line, int headerColumn) {
        String text = line.strip();
        if (text.isEmpty()) return true;
        if (ShortListParser.HEADER.matcher(text).matches()) return false;
        if (column(line) > headerColumn) return true;
        return FIELD.matcher(text).matches() || text.endsWith(":") || OUTPUT_PHRASES.stream().anyMatch(text::startsWith);
    }

    private static int column(String line) {
        int col = 0;
        for (char c : line.toCharArray()) {
            if (c == '\t') col = (col / 8 + 1) * 8;
            else if (Character.isWhitespace(c)) col++;
            else break;
        }
        return col;
    }
}
