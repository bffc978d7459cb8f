package dev.linkledger.probe.measure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.probe.observation.MeasurementStatus;

import java.io.IOException;
import java.util.List;

/**
 * Reads fio's {@code --output-format=json}: the first job's {@code read} or {@code write}
 * section ({@code io_bytes}, {@code runtime} in ms, {@code total_ios}, {@code clat_ns}
 * percentiles), the job's {@code usr_cpu}/{@code sys_cpu} and fio's version. fio may print
 * warnings before the JSON; they are skipped.
 */
public final class FioJsonParser {
    private static final ObjectMapper JSON = new ObjectMapper();

    private FioJsonParser() {
    }

    public static EngineRun parse(String output, AccessPattern pattern, List<String> command) throws IOException {
        int begin = output.indexOf('{');
        if (begin < 0) throw new IOException("fio printed no JSON: " + abbreviate(output));
        JsonNode root = JSON.readTree(output.substring(begin));
        String version = version(root.path("fio version").asText(null));
        JsonNode job = root.path("jobs").path(0);
        if (job.isMissingNode()) throw new IOException("fio's JSON has no job");
        JsonNode io = job.path(pattern.writes() ? "write" : "read");
        long bytes = io.path("io_bytes").asLong();
        double seconds = io.path("runtime").asLong() / 1000.0;
        long ios = io.path("total_ios").asLong();
        JsonNode percentiles = io.path("clat_ns").path("percentile");
        Double cpu = job.has("usr_cpu") ? job.path("usr_cpu").asDouble() + job.path("sys_cpu").asDouble() : null;
        int error = job.path("error").asInt();
        MeasurementStatus status = error == 0 ? MeasurementStatus.OK : MeasurementStatus.FAILED;
        String reason = error == 0 ? null : "fio job error " + error;
        if (status == MeasurementStatus.OK && (bytes == 0 || seconds <= 0)) {
            status = MeasurementStatus.FAILED;
            reason = "fio measured nothing (io_bytes " + bytes + ", runtime " + io.path("runtime").asLong() + " ms)";
        }
        return new EngineRun(FioEngine.NAME, version, status, reason, bytes, seconds, ios, cpu,
                micros(percentiles.path("50.000000")), micros(percentiles.path("99.000000")), command);
    }

    /** {@code fio-3.33} → {@code 3.33}. */
    static String version(String text) {
        if (text == null) return "unknown";
        String t = text.trim();
        return t.startsWith("fio-") ? t.substring(4) : t;
    }

    private static Double micros(JsonNode nanos) {
        return nanos.isNumber() ? nanos.asLong() / 1000.0 : null;
    }

    static String abbreviate(String s) {
        String line = s.replaceAll("\\s+", " ").trim();
        return line.length() > 300 ? line.substring(0, 300) + "…" : line;
    }
}
