package dev.linkledger.probe.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.client.ObservationClient;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;
import dev.linkledger.probe.spool.Backoff;
import dev.linkledger.probe.spool.DeliveryOutcome;
import dev.linkledger.probe.spool.Spool;
import dev.linkledger.probe.spool.SpoolSender;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/** Prints an observation (JSON or summary) and, with {@code --server}, posts it (through the spool with {@code --spool}). */
final class Delivery {
    private static final ObjectMapper JSON = ObservationJson.mapper();

    private Delivery() {
    }

    static int deliver(Observation observation, OutputOptions options, PrintWriter out, Terminal terminal)
            throws IOException, InterruptedException, ServerException {
        return deliver(observation, options, null, 0, out, terminal);
    }

    /** With a spool directory, the observation is made durable first and everything pending is sent in order. */
    static int deliver(Observation observation, OutputOptions options, Path spoolDirectory, int spoolMax, PrintWriter out,
                       Terminal terminal) throws IOException, InterruptedException, ServerException {
        if (options.json) {
            out.println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(observation));
        } else if (options.server == null) {
            out.print(HumanSummary.of(observation, options.verbose, terminal));
        }
        if (options.server != null && spoolDirectory != null) {
            deliverThroughSpool(observation, options, spoolDirectory, spoolMax, out);
        } else if (options.server != null) {
            var result = new ObservationClient(options.server, options.token).post(observation);
            if (!result.ok()) {
                throw new ServerException("POST " + result.uri() + " answered " + result.status() + oneLine(result.body()));
            }
            // A 304 answered the question with the scan's digest: nothing was posted.
            out.println((result.status() == 304 ? "GET " : "POST ") + result.uri() + " -> " + result.status());
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static void deliverThroughSpool(Observation observation, OutputOptions options, Path directory, int max, PrintWriter out)
            throws IOException, InterruptedException, ServerException {
        DeliveryOutcome outcome;
        SpoolSender sender;
        try (Spool spool = Spool.open(directory, max)) {
            spool.append(observation);
            sender = new SpoolSender(spool, new ObservationClient(options.server, options.token), Backoff.standard(), line -> { });
            outcome = sender.drainOnce();
        }
        if (outcome == DeliveryOutcome.RETRY) {
            throw new ServerException(sender.lastFailure() + "; resent by the next scan or watch with --spool " + directory);
        }
        if (outcome == DeliveryOutcome.REJECTED) throw new ServerException(sender.lastFailure());
        out.println("POST " + new ObservationClient(options.server, options.token).endpoint(observation.hostId()) + " -> delivered through spool " + directory);
    }

    private static String oneLine(String body) {
        if (body == null || body.isBlank()) return "";
        String line = body.replaceAll("\\s+", " ").trim();
        return ": " + (line.length() > 300 ? line.substring(0, 300) + "…" : line);
    }
}
