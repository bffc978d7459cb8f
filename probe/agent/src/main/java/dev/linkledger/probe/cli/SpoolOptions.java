package dev.linkledger.probe.cli;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Where observations wait for the service, shared by {@code scan} and {@code watch}. */
public class SpoolOptions {
    @Option(names = "--spool", paramLabel = "DIR",
            description = "Keeps observations in this directory (synced to disk) until the service has them, and resends them in order after a failure or restart.")
    Path spool;

    @Option(names = "--spool-max", paramLabel = "N", defaultValue = "1000",
            description = "Keeps at most N observations; beyond that, older snapshots of a host give way to its newest (default: ${DEFAULT-VALUE}).")
    int spoolMax;

    /** {@code $XDG_STATE_HOME/linkledger-probe/spool}, i.e. {@code ~/.local/state/linkledger-probe/spool} by default. */
    static Path defaultDirectory() {
        String state = System.getenv("XDG_STATE_HOME");
        Path base = state != null && !state.isBlank() ? Path.of(state) : Path.of(System.getProperty("user.home"), ".local", "state");
        return base.resolve("linkledger-probe").resolve("spool");
    }
}
