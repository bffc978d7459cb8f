package dev.linkledger.probe.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.client.ObservationClient;
import dev.linkledger.probe.observation.Observation;
import dev.linkledger.probe.observation.ObservationJson;

import java.io.IOException;
import java.io.PrintWriter;

/** Prints an observation (JSON or summary) and, with {@code --server}, posts it. */
final class Delivery {
    private static final ObjectMapper JSON = ObservationJson.mapper();

    private Delivery() {
    }

    static int deliver(Observation observation, OutputOptions options, PrintWriter out)
            throws IOException, InterruptedException, ServerException {
        if (options.json) {
            out.println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(observation));
        } else if (options.server == null) {
            out.print(HumanSummary.of(observation, options.verbose));
        }
        if (options.server != null) {
            var result = new ObservationClient(options.server, options.token).post(observation);
            if (!result.ok()) {
                throw new ServerException("POST " + result.uri() + " answered " + result.status() + oneLine(result.body()));
            }
            out.println("POST " + result.uri() + " -> " + result.status());
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static String oneLine(String body) {
        if (body == null || body.isBlank()) return "";
        String line = body.replaceAll("\\s+", " ").trim();
        return ": " + (line.length() > 300 ? line.substring(0, 300) + "…" : line);
    }
}
