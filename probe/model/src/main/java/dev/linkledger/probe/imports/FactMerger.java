package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;

import java.util.ArrayList;
import java.util.List;

/**
 * Joins what different sources said about the same connection: same bus and device number, or
 * same path. Facts that carry both keys are joined first, so a short lsusb line (bus and device
 * number only) can still find the path dmesg gave the same device. The same path with another
 * device number is another connection (the paste mixes two moments); the stronger source wins.
 */
final class FactMerger {
    private final List<MergedDevice> devices = new ArrayList<>();
    private final List<ObservationNote> notes;

    private FactMerger(List<ObservationNote> notes) {
        this.notes = notes;
    }

    /** @param strongestFirst facts in the order their sources are trusted */
    static List<MergedDevice> merge(List<DeviceFacts> strongestFirst, List<ObservationNote> notes) {
        FactMerger merger = new FactMerger(notes);
        strongestFirst.stream().filter(FactMerger::hasBothKeys).forEach(merger::add);
        strongestFirst.stream().filter(f -> !hasBothKeys(f)).forEach(merger::add);
        return merger.devices;
    }

    private static boolean hasBothKeys(DeviceFacts f) {
        return f.path != null && f.devnum != null;
    }

    private void add(DeviceFacts f) {
        for (MergedDevice d : devices) {
            if (d.sameBusAndDevnum(f)) {
                if (f.path != null && d.facts.path != null && !f.path.equals(d.facts.path)) {
                    notes.add(conflict(f, d, "device number " + f.devnum + " is at " + d.facts.path + " per " + String.join("+", d.sources())));
                    return;
                }
                d.absorb(f);
                return;
            }
            if (d.samePath(f)) {
                if (f.devnum != null && d.facts.devnum != null) {
                    notes.add(conflict(f, d, "another connection (device number " + f.devnum + ") than " + d.facts.devnum
                            + " per " + String.join("+", d.sources()) + "; keeping that one"));
                    return;
                }
                d.absorb(f);
                return;
            }
        }
        devices.add(new MergedDevice(f, notes));
    }

    private static ObservationNote conflict(DeviceFacts f, MergedDevice d, String why) {
        return new ObservationNote("conflict", f.firstLine > 0 ? f.firstLine : null, d.label(), f.where() + ": " + why);
    }
}
