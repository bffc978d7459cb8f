package dev.linkledger.advisor.bench;

import dev.linkledger.advisor.engine.RuleEngine;
import dev.linkledger.rules.facts.DeviceFact;
import dev.linkledger.rules.finding.Finding;
import dev.linkledger.rules.topology.BillboardDevice;
import dev.linkledger.rules.topology.SpeedReportSuspect;
import dev.linkledger.rules.topology.SuspectSpeedReport;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Advisor benchmark (not part of the normal build: Surefire only picks up {@code *Test}):
 * <pre>./mvnw -B -o -pl advisor -am verify -Dtest=AdvisorBench -Dsurefire.failIfNoSpecifiedTests=false</pre>
 * The engine is {@link RuleEngine} as the service uses it (same compile path, a new session per
 * host). Next to it a plain-Java loop applying the two simplest rules (BILLBOARD_DEVICE,
 * SPEED_REPORT_SUSPECT) with the rules' own finding builders, to see what the engine costs. Fact
 * projection (SQL) is not included: see {@code FactProjector}.
 */
class AdvisorBench {
    private static final Map<String, Object> BILLBOARD = Map.of("id", "BILLBOARD_DEVICE", "severity", "info");
    private static final Map<String, Object> SUSPECT = Map.of("id", "SPEED_REPORT_SUSPECT", "severity", "info");

    private final RuleEngine engine = new RuleEngine();

    @Test
    void measures() {
        long compileStart = System.nanoTime();
        engine.rules();
        double compileMs = (System.nanoTime() - compileStart) / 1e6;

        List<Object> host = withPastLinks(SyntheticHost.facts("bench-host", 200));
        long devices = host.stream().filter(DeviceFact.class::isInstance).count();
        List<Finding> findings = engine.evaluate(host);
        assertThat(count(findings, "BILLBOARD_DEVICE", "SPEED_REPORT_SUSPECT")).isEqualTo(plainLoop(host).size())
                .isPositive();

        for (int i = 0; i < 300; i++) engine.evaluate(host);
        double[] perHost = new double[500];
        for (int i = 0; i < perHost.length; i++) {
            long t = System.nanoTime();
            engine.evaluate(host);
            perHost[i] = (System.nanoTime() - t) / 1e6;
        }
        // The fixed cost of a session: new, fire with no facts, query, dispose.
        double[] emptySession = new double[500];
        for (int i = 0; i < 300; i++) engine.evaluate(List.of());
        for (int i = 0; i < emptySession.length; i++) {
            long t = System.nanoTime();
            engine.evaluate(List.of());
            emptySession[i] = (System.nanoTime() - t) / 1e6;
        }
        double[] loopPerHost = new double[500];
        for (int i = 0; i < 2000; i++) plainLoop(host);
        for (int i = 0; i < loopPerHost.length; i++) {
            long t = System.nanoTime();
            plainLoop(host);
            loopPerHost[i] = (System.nanoTime() - t) / 1e6;
        }

        List<List<Object>> lab = new ArrayList<>();
        for (int h = 0; h < 1000; h++) lab.add(withPastLinks(SyntheticHost.facts("lab-" + h, 50)));
        long labDevices = lab.stream().flatMap(List::stream).filter(DeviceFact.class::isInstance).count();
        long labFacts = lab.stream().mapToLong(List::size).sum();
        long t = System.nanoTime();
        long labFindings = 0;
        for (List<Object> facts : lab) labFindings += engine.evaluate(facts).size();
        double labMs = (System.nanoTime() - t) / 1e6;
        t = System.nanoTime();
        long loopFindings = 0;
        for (List<Object> facts : lab) loopFindings += plainLoop(facts).size();
        double loopLabMs = (System.nanoTime() - t) / 1e6;

        System.out.printf("ADVISOR-BENCH rule base compile %.0f ms%n", compileMs);
        System.out.printf("ADVISOR-BENCH host: %d devices, %d facts, %d findings; engine per host median %.2f ms, p95 %.2f ms, "
                        + "mean %.2f ms (500 runs after 300 warm-up); plain loop (2 rules) median %.4f ms%n",
                devices, host.size(), findings.size(), pct(perHost, 50), pct(perHost, 95), mean(perHost),
                pct(loopPerHost, 50));
        System.out.printf("ADVISOR-BENCH empty session (new, fire, query, dispose) median %.3f ms, p95 %.3f ms%n",
                pct(emptySession, 50), pct(emptySession, 95));
        System.out.println("ADVISOR-BENCH host findings by rule: " + findings.stream()
                .collect(java.util.stream.Collectors.groupingBy(Finding::rule, java.util.TreeMap::new,
                        java.util.stream.Collectors.counting())));
        System.out.printf("ADVISOR-BENCH lab: 1000 hosts, %d devices, %d facts, %d findings; engine %.0f ms "
                        + "(%.2f ms/host); plain loop (2 rules, %d findings) %.1f ms%n",
                labDevices, labFacts, labFindings, labMs, labMs / 1000, loopFindings, loopLabMs);
    }

    private static List<Object> withPastLinks(List<Object> facts) {
        List<Object> all = new ArrayList<>(facts);
        all.addAll(SyntheticHost.pastLinks(facts));
        return all;
    }

    /** BILLBOARD_DEVICE and SPEED_REPORT_SUSPECT as plain Java. */
    static List<Finding> plainLoop(List<Object> facts) {
        List<Finding> findings = new ArrayList<>();
        for (Object f : facts) {
            if (!(f instanceof DeviceFact d)) continue;
            if (BillboardDevice.billboard(d.deviceClass())) findings.add(BillboardDevice.finding(BILLBOARD, d));
            if (SuspectSpeedReport.suspect(d)) findings.add(SpeedReportSuspect.finding(SUSPECT, d));
        }
        return findings;
    }

    private static long count(List<Finding> findings, String... rules) {
        List<String> wanted = List.of(rules);
        return findings.stream().filter(f -> wanted.contains(f.rule())).count();
    }

    private static double pct(double[] values, int percentile) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)];
    }

    private static double mean(double[] values) {
        return Arrays.stream(values).average().orElse(Double.NaN);
    }
}
