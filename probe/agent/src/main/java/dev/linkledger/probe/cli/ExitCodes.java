package dev.linkledger.probe.cli;

/** The probe's exit codes; listed in {@code probe --help} too. */
public final class ExitCodes {
    public static final int OK = 0;
    /** The input could not be used: unreadable or unparseable file, no tree in a paste, missing sysfs tree. */
    public static final int BAD_INPUT = 1;
    /** Wrong options or arguments (picocli's own usage error code). */
    public static final int USAGE = 2;
    /** The server refused or could not be reached, or another I/O failure. */
    public static final int SERVER_OR_IO = 3;
    /** A measurement ran but failed or was aborted; its record is still printed (and posted). */
    public static final int MEASUREMENT_NOT_OK = 4;

    private ExitCodes() {
    }
}
