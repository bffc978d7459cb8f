package dev.linkledger.advisor.corpus;

import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

import static io.restassured.RestAssured.given;

/**
 * A population of real machines (issue 20, item 7): whole {@code lsusb -v} dumps from the public
 * hardware-probe data set linuxhw/LsUSB, listed in {@code advisor/bench/population/dumps.tsv} (probe
 * id, repository commit, path) and kept out of the repository in a cache directory. Each dump is
 * imported as its own host through the service's HTTP API ({@code POST /api/hosts/{id}/imports}, the
 * path a person's paste takes), then its topology and findings are read back. Printed and written
 * to {@code advisor/target/population-report.md}: every {@code Bus NNN Device NNN} header against
 * the buses and devices the topology shows, the time of each import (median, p99), and every
 * finding by rule and severity, with its subject and title for judging against the dump.
 * <p>
 * Not a {@code *Test}; run it with (see BENCHMARKS.md, "A population of real machines")
 * <pre>advisor/bench/population/run.sh</pre> ({@code ./mvnw -B -o -pl advisor -am verify -Dtest=PopulationBench -Dsurefire.failIfNoSpecifiedTests=false -DskipITs})
 * {@code -Dpopulation.dumps=DIR} names the cache (default {@code ~/.cache/linkledger/population/dumps},
 * one file per probe id; {@code advisor/bench/population/fetch.sh} fills it from GitHub).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PopulationBench {
    private static final Pattern HEADER = Pattern.compile("(?m)^Bus \\d{3} Device \\d{3}: ID ");
    private static final int WARM_UP = 5;
    private static final double READ_YOUR_WRITES_MS = 5000;

    record Dump(String probe, String commit, String path, String text) {
        String host() {
            return "population-" + probe.toLowerCase();
        }
    }

    record Imported(Dump dump, int headers, int shown, int placed, double millis, String problem, List<Map<String, Object>> findings) {
    }

    @Test
    void importsEveryDumpAndCountsWhatTheAdvisorSays() throws IOException {
        List<Dump> dumps = dumps();
        for (int i = 0; i < Math.min(WARM_UP, dumps.size()); i++) post("warm-up-" + i, dumps.get(i).text());

        List<Imported> results = new ArrayList<>();
        for (Dump d : dumps) results.add(importOne(d));

        String report = PopulationReport.markdown(results);
        System.out.println(report);
        Files.writeString(Files.createDirectories(Path.of("target")).resolve("population-report.md"), report, StandardCharsets.UTF_8);
    }

    private Imported importOne(Dump d) {
        int headers = (int) HEADER.matcher(d.text()).results().count();
        long start = System.nanoTime();
        Response imported = post(d.host(), d.text());
        double millis = (System.nanoTime() - start) / 1e6;
        if (imported.statusCode() != 200) {
            return new Imported(d, headers, 0, 0, millis, imported.statusCode() + " " + imported.jsonPath().getString("detail"), List.of());
        }
        List<Map<String, Object>> findings = millis < READ_YOUR_WRITES_MS ? findings(d.host()) : settled(d.host());
        Map<String, Object> topology = given().get("/api/hosts/{id}/topology", d.host())
                .then().statusCode(200).extract().jsonPath().getMap("$");
        ObservedHost host = ObservedHost.of(findings, topology);
        int placed = (int) host.devices().stream().filter(x -> x.path() != null).count();
        return new Imported(d, headers, host.buses() + host.devices().size(), placed, millis, null, findings);
    }

    private static List<Map<String, Object>> findings(String hostId) {
        return given().get("/api/hosts/{id}/findings", hostId).then().statusCode(200).extract().jsonPath().getList("$");
    }

    /**
     * An import answers once the read models and the advice show it, or after 5 s anyway
     * (ObservationRecorder's read-your-writes bound): past that, the findings are read until two
     * reads half a second apart agree, for at most 20 s.
     */
    private static List<Map<String, Object>> settled(String hostId) {
        List<Map<String, Object>> last = findings(hostId);
        for (int i = 0; i < 40; i++) {
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return last;
            }
            List<Map<String, Object>> now = findings(hostId);
            if (now.equals(last)) return now;
            last = now;
        }
        return last;
    }

    private static Response post(String hostId, String paste) {
        return given().contentType("text/plain; charset=UTF-8").body(paste)
                .when().post("/api/hosts/{id}/imports", hostId).andReturn();
    }

    private static List<Dump> dumps() throws IOException {
        Path list = Path.of(System.getProperty("population.list", "bench/population/dumps.tsv"));
        Path dir = Path.of(System.getProperty("population.dumps",
                System.getProperty("user.home") + "/.cache/linkledger/population/dumps"));
        List<Dump> dumps = new ArrayList<>();
        for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("probe\t") || line.startsWith("#")) continue;
            String[] f = line.split("\t", 3);
            Path file = dir.resolve(f[0]);
            if (!Files.exists(file)) throw new IllegalStateException(file + " is missing: run advisor/bench/population/fetch.sh");
            dumps.add(new Dump(f[0], f[1], f[2], Files.readString(file, StandardCharsets.UTF_8)));
        }
        return dumps;
    }

    /** The report: per dump, then the figures over the population. */
    static final class PopulationReport {
        private PopulationReport() {
        }

        static String markdown(List<Imported> results) {
            StringBuilder md = new StringBuilder("# A population of real machines\n\n");
            int headers = results.stream().mapToInt(Imported::headers).sum();
            int shown = results.stream().mapToInt(Imported::shown).sum();
            int placed = results.stream().mapToInt(Imported::placed).sum();
            long refused = results.stream().filter(r -> r.problem() != null).count();
            double[] times = results.stream().mapToDouble(Imported::millis).sorted().toArray();
            md.append("dumps: ").append(results.size()).append(", refused: ").append(refused).append('\n')
                    .append("Bus/Device headers: ").append(headers).append(", shown as buses or devices: ").append(shown)
                    .append(", devices with a port path: ").append(placed).append('\n')
                    .append(String.format("import time per dump: median %.1f ms, p99 %.1f ms, max %.1f ms%n",
                            percentile(times, 50), percentile(times, 99), times.length == 0 ? 0 : times[times.length - 1]));
            Map<String, Integer> byRule = new TreeMap<>();
            results.forEach(r -> r.findings().forEach(f -> byRule.merge(f.get("rule") + " " + f.get("severity"), 1, Integer::sum)));
            md.append("\n## Findings by rule and severity\n\n| rule | severity | findings |\n|---|---|---|\n");
            byRule.forEach((k, v) -> md.append("| ").append(k.replace(" ", " | ")).append(" | ").append(v).append(" |\n"));
            md.append("\n## Per dump\n\n| probe | headers | shown | placed | ms | findings (rule severity subject: title) |\n|---|---|---|---|---|---|\n");
            for (Imported r : results) {
                md.append("| ").append(r.dump().probe()).append(" | ").append(r.headers()).append(" | ").append(r.shown())
                        .append(" | ").append(r.placed()).append(" | ").append(String.format("%.1f", r.millis())).append(" | ");
                if (r.problem() != null) md.append("REFUSED ").append(r.problem());
                List<String> lines = r.findings().stream().map(PopulationReport::finding).toList();
                md.append(String.join("<br>", lines)).append(" |\n");
            }
            return md.toString();
        }

        @SuppressWarnings("unchecked")
        private static String finding(Map<String, Object> f) {
            Map<String, Object> subject = (Map<String, Object>) f.getOrDefault("subject", Map.of());
            Object where = subject.get("path") != null ? subject.get("path") : "bus " + subject.get("bus") + " dev " + subject.get("devnum");
            return f.get("rule") + " " + f.get("severity") + " " + where + ": " + String.valueOf(f.get("title")).replace("|", "/");
        }

        static double percentile(double[] sorted, double p) {
            if (sorted.length == 0) return 0;
            int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
            return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
        }
    }
}
