package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedBus;
import dev.linkledger.probe.usb.VidPid;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads plain {@code lsusb} lines ({@code Bus 001 Device 023: ID 152d:0583 JMicron …}). They
 * give bus, device number and ids, never a port path; the name is usb.ids', not the device's,
 * so it is not kept. A line that opens an {@code lsusb -v} block belongs to {@link VerboseParser}.
 */
final class ShortListParser {
    static final Pattern HEADER = Pattern.compile("Bus\\s+(\\d{1,3})\\s+Device\\s+(\\d{1,3}):\\s+ID\\s+([0-9a-fA-F]{4}):([0-9a-fA-F]{4})(?:\\s.*)?");
    private static final Pattern LOOKS_LIKE = Pattern.compile("Bus\\s+\\S+\\s+Device\\s+\\S+.*");
    private static final int ROOT_HUB_DEVNUM = 1;

    private ShortListParser() {
    }

    static SectionResult parse(PasteText paste) {
        List<DeviceFacts> devices = new ArrayList<>();
        List<ObservedBus> buses = new ArrayList<>();
        List<ObservationNote> notes = new ArrayList<>();
        int first = 0;
        for (int n = 1; n <= paste.size(); n++) {
            String text = paste.line(n).strip();
            if (!LOOKS_LIKE.matcher(text).matches() || VerboseParser.opensBlock(paste, n)) continue;
            Matcher m = HEADER.matcher(text);
            if (!m.matches()) {
                LineNotes.skip(notes, n, text, ImportFormat.LSUSB, "expected 'Bus NNN Device NNN: ID vvvv:pppp …'");
                continue;
            }
            int bus = Integer.parseInt(m.group(1));
            int devnum = Integer.parseInt(m.group(2));
            if (bus < 1 || devnum < 1) {
                LineNotes.skip(notes, n, text, ImportFormat.LSUSB, "bus and device numbers start at 1");
                continue;
            }
            if (first == 0) first = n;
            if (devnum == ROOT_HUB_DEVNUM) {
                buses.add(new ObservedBus(bus, null, null, null, null, null));
                continue;
            }
            DeviceFacts d = new DeviceFacts(ImportFormat.LSUSB.label(), n);
            d.bus = bus;
            d.devnum = devnum;
            d.vidPid = new VidPid(m.group(3), m.group(4));
            devices.add(d);
        }
        return new SectionResult(ImportFormat.LSUSB, first, devices, buses, List.of(), List.of(), notes);
    }
}
