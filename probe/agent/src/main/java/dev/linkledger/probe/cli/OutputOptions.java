package dev.linkledger.probe.cli;

import picocli.CommandLine.Option;

import java.net.URI;

/** Where an observation goes and in which form: shared by every command that produces one. */
public class OutputOptions {
    @Option(names = "--json", description = "Print the observation as JSON instead of a summary.")
    boolean json;

    @Option(names = {"-v", "--verbose"}, description = "List every note in the summary.")
    boolean verbose;

    @Option(names = "--host", paramLabel = "ID", description = "Host id to record (default: this machine's hostname).")
    String host;

    @Option(names = "--server", paramLabel = "URL", description = "Post the observation to this LinkLedger service.")
    URI server;

    @Option(names = "--token", paramLabel = "T", defaultValue = "${env:LINKLEDGER_TOKEN}",
            description = "Bearer token (a probe token for this host) for --server; default: $LINKLEDGER_TOKEN.")
    String token;
}
