package dev.linkledger.probe.lsusb;

import dev.linkledger.probe.observation.ObservationNote;

import java.util.List;

/**
 * A pasted text held nothing that could become an observation. The message names the lines
 * that were tried and why they failed, so a service can answer 400 with something a person can fix.
 */
public class ImportException extends Exception {
    private final transient List<ObservationNote> notes;

    public ImportException(String message, List<ObservationNote> notes) {
        super(message);
        this.notes = notes == null ? List.of() : List.copyOf(notes);
    }

    /** The lines that looked like tool output but could not be used, with their line numbers. */
    public List<ObservationNote> notes() {
        return notes;
    }
}
