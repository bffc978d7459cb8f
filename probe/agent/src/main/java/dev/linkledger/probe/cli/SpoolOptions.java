package dev.linkledger.probe.cli;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Where observations wait for the service, shared by {@code scan} and {@code watch}. */
public class SpoolOptions {
    @Option(names = "--spool", paramLabel = "DIR",
            description = "Keep observations here (fsync'd) until the service has them; resent in order after a failure or restart.")
    Path spool;

    @Option(names = "--spool-max", paramLabel = "N", defaultValue = "1000",
            description = "At most N spooled observations; over it, older snapshots of a host give way to its newest (default: ${DEFAULT-VALUE}).")
    int spoolMax;

    /** {@code $XDG_STATE_HOME/linkledger-probe/spool}, i.e. {@code ~/.local/state/linkledger-probe/spool} by default. */
    static Path defaultDirectory() {
        String state = System.getenv("XDG_STATE_HOME");
        Path base = state != null && !state.isBlank() ? Path.of(state) : Path.of(System.getProperty("user.home"), ".local", "state");
        return base.resolve("linkledger-probe").resolve("spool");
    }
}
