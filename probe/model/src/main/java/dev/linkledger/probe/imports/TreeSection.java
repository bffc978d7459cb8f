package dev.linkledger.probe.imports;

import dev.linkledger.probe.lsusb.ImportException;
import dev.linkledger.probe.lsusb.LsusbTreeParser;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationNote;
import dev.linkledger.probe.observation.ObservedDevice;
import dev.linkledger.probe.usb.PortPath;
import dev.linkledger.probe.usb.VidPid;

import java.util.List;

/** {@code lsusb -t} / {@code -tv} through {@link LsusbTreeParser}, as facts to merge with the other formats. */
final class TreeSection {
    private TreeSection() {
    }

    static SectionResult parse(PasteText paste, LsusbTreeParser parser) {
        Observation tree;
        try {
            tree = parser.parse(paste.text(), "import");
        } catch (ImportException e) {
            return new SectionResult(ImportFormat.LSUSB_T, 0, List.of(), List.of(), List.of(), List.of(), labelled(e.notes()));
        }
        List<DeviceFacts> devices = tree.devices().stream().map(TreeSection::facts).toList();
        return new SectionResult(ImportFormat.LSUSB_T, firstTreeLine(paste), devices, tree.buses(), tree.controllers(),
                List.of(), labelled(tree.notes()));
    }

    /** Names the format in each note, as the other readers do, so a mixed paste's notes say which reader objected. */
    private static List<ObservationNote> labelled(List<ObservationNote> notes) {
        return notes.stream().map(n -> new ObservationNote(n.kind(), n.line(), n.where(), ImportFormat.LSUSB_T.label() + ": " + n.message())).toList();
    }

    private static int firstTreeLine(PasteText paste) {
        for (int n = 1; n <= paste.size(); n++) if (LsusbTreeParser.looksLikeTree(paste.line(n))) return n;
        return 0;
    }

    private static DeviceFacts facts(ObservedDevice d) {
        DeviceFacts f = new DeviceFacts(ImportFormat.LSUSB_T.label(), 0);
        f.path = PortPath.parse(d.path());
        f.bus = d.bus();
        f.devnum = d.devnum();
        f.speed = d.speedMbps();
        f.rxLanes = d.rxLanes();
        f.txLanes = d.txLanes();
        f.vidPid = VidPid.ofNullable(d.vendorId(), d.productId());
        f.maxChild = d.maxChild();
        f.catalogName = d.product();
        f.interfaces.addAll(d.interfaces());
        return f;
    }
}
