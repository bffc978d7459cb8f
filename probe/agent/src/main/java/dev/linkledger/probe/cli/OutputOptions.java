package dev.linkledger.probe.cli;

import picocli.CommandLine.Option;

import java.net.URI;

/** Where an observation goes and in which form: shared by every command that produces one. */
public class OutputOptions {
    @Option(names = "--json", description = "Prints the observation as JSON instead of a summary.")
    boolean json;

    @Option(names = {"-v", "--verbose"}, description = "Lists every note in the summary.")
    boolean verbose;

    @Option(names = "--host", paramLabel = "ID", description = "The host id to record (default: this machine's hostname).")
    String host;

    @Option(names = "--server", paramLabel = "URL", description = "Posts the observation to the LinkLedger service at this URL.")
    URI server;

    @Option(names = "--token", paramLabel = "T", defaultValue = "${env:LINKLEDGER_TOKEN}",
            description = "The bearer token for --server, a probe token for this host (default: $LINKLEDGER_TOKEN).")
    String token;
}
