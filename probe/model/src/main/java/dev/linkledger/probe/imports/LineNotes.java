package dev.linkledger.probe.imports;

import dev.linkledger.probe.observation.ObservationNote;

import java.util.List;

/** The notes a reader writes about lines it could not use. */
final class LineNotes {
    static final String SKIPPED = "skipped";

    private LineNotes() {
    }

    static void skip(List<ObservationNote> notes, int line, String text, ImportFormat format, String reason) {
        notes.add(new ObservationNote(SKIPPED, line, text.strip(), format.label() + ": " + reason));
    }
}
