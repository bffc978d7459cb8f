package dev.linkledger.probe.observation;

/**
 * A remark about the input: a line that could not be understood (with its number), a malformed
 * descriptor (with its path), an attribute that could not be read.
 *
 * @param line 1-based line number in an imported text, null for sysfs
 */
public record ObservationNote(String kind, Integer line, String where, String message) {
}
