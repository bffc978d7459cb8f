package dev.linkledger.advisor.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 19's "two instances faster than one", measured: BenchTable's burst (churned 200-device hosts,
 * one writer thread per host, {@code Prefer: respond-async}) driven back to back on the same data
 * against one instance (A, with the embedded PostgreSQL), two (A and B on that PostgreSQL, the hosts'
 * writers split between them: each host always through the same instance, as a probe keeps its
 * server), and one again (B stopped). For each phase: events/s, the POST answer, the CPU each
 * service and PostgreSQL spent per event (from /proc), the retried write conflicts in the services'
 * logs, and what the instances' connections were doing in PostgreSQL (pg_stat_activity sampled
 * every 20 ms: waiting on a lock, on I/O, idle in a transaction, running).
 * Usage: {@code TwoInstanceBurst QUARKUS_RUN_JAR DATA_DIR PORT_A PORT_B} (advisor/bench/two-instance-burst.sh).
 */
public final class TwoInstanceBurst {
    private static final int HOSTS = Integer.getInteger("bench.hosts", 8);
    private static final int WARM_UP_SECONDS = Integer.getInteger("bench.warmup", 20);
    private static final int BURST_SECONDS = Integer.getInteger("bench.seconds", 45);
    private static final Pattern PG_PORT = Pattern.compile("listening on IPv4 address \"127.0.0.1\", port (\\d+)");
    private static final long CLOCK_TICKS = 100; // USER_HZ on Linux

    private final Path jar;
    private final Path data;
    private final String token = "two-instance-burst-" + System.nanoTime();
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final Service a;
    private final Service b;

    private TwoInstanceBurst(Path jar, Path data, int portA, int portB) {
        this.jar = jar;
        this.data = data;
        this.a = new Service("a", portA);
        this.b = new Service("b", portB);
    }

    public static void main(String[] args) throws Exception {
        TwoInstanceBurst bench = new TwoInstanceBurst(Path.of(args[0]), Path.of(args[1]), Integer.parseInt(args[2]), Integer.parseInt(args[3]));
        try {
            bench.run();
        } finally {
            bench.b.stop();
            bench.a.stop();
        }
    }

    private void run() throws Exception {
        a.start(Map.of());
        String jdbc = jdbc();
        String password = Files.readString(data.resolve("a").resolve("postgres-password")).trim();
        List<HubLab> labs = new ArrayList<>();
        for (int h = 0; h < HOSTS; h++) labs.add(new HubLab("burst-" + h));
        List<String> rows = new ArrayList<>();
        try (Connection db = DriverManager.getConnection(jdbc, "postgres", password)) {
            burst(db, password, labs, List.of(a), WARM_UP_SECONDS, "warm-up, one instance (not measured)");
            rows.add(burst(db, password, labs, List.of(a), BURST_SECONDS, "one instance"));

            b.start(Map.of("QUARKUS_DATASOURCE_JDBC_URL", jdbc, "QUARKUS_DATASOURCE_USERNAME", "postgres",
                    "QUARKUS_DATASOURCE_PASSWORD", password));
            burst(db, password, labs, List.of(a, b), WARM_UP_SECONDS, "warm-up, two instances (not measured)");
            rows.add(burst(db, password, labs, List.of(a, b), BURST_SECONDS, "two instances, writers split"));

            b.stop();
            burst(db, password, labs, List.of(a), 5, "warm-up, one instance again (not measured)");
            rows.add(burst(db, password, labs, List.of(a), BURST_SECONDS, "one instance again (B stopped)"));
        }
        System.out.println();
        System.out.println("| phase | events/s | POST p50 / p99 ms | CPU ms per 100 events: A / B / PostgreSQL | conflicts retried | connections sampled: running / lock wait / other wait / idle in transaction |");
        System.out.println("|---|---|---|---|---|---|");
        rows.forEach(System.out::println);
    }

    /** One writer thread per host for {@code seconds}, host h through {@code services[h % n]}; returns its table row. */
    private String burst(Connection db, String password, List<HubLab> labs, List<Service> services, int seconds, String phase) throws Exception {
        long startIndex = IngestBench.maxIndex(db);
        Map<Long, Long> cpuBefore = cpu();
        long[] retriedBefore = {a.retried(), b.retried()};
        Activity activity = new Activity(db.getMetaData().getURL(), password);
        activity.start();
        ConcurrentLinkedQueue<Long> millis = new ConcurrentLinkedQueue<>();
        long t0 = System.nanoTime();
        long end = t0 + Duration.ofSeconds(seconds).toNanos();
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        for (int h = 0; h < labs.size(); h++) {
            HubLab lab = labs.get(h);
            String host = "burst-" + h;
            Service through = services.get(h % services.size());
            Thread t = new Thread(() -> {
                try {
                    while (System.nanoTime() < end) {
                        long p0 = System.nanoTime();
                        IngestBench.post(http, through.base, token, host, lab.next());
                        millis.add((System.nanoTime() - p0) / 1_000_000);
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }, "writer-" + host);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) t.join();
        double wall = (System.nanoTime() - t0) / 1e9;
        Map<String, Integer> states = activity.stop();
        if (!failures.isEmpty()) throw new IllegalStateException(phase + ": a writer failed", failures.get(0));
        long events = IngestBench.maxIndex(db) - startIndex;
        Map<Long, Long> cpuAfter = cpu();
        long[] posts = millis.stream().mapToLong(Long::longValue).sorted().toArray();
        double per100 = 100.0 / Math.max(1, events);
        String cpu = "%.0f / %s / %.0f".formatted(a.cpuMillis(cpuBefore, cpuAfter) * per100,
                b.pid() < 0 && !services.contains(b) ? "–" : "%.0f".formatted(b.cpuMillis(cpuBefore, cpuAfter) * per100),
                postgresCpuMillis(cpuBefore, cpuAfter) * per100);
        long retried = a.retried() - retriedBefore[0] + (services.contains(b) ? b.retried() - retriedBefore[1] : 0);
        int samples = Math.max(1, activity.samples());
        String sampled = "%.1f / %.1f / %.1f / %.1f per sample (%d samples; %s)".formatted(states.getOrDefault("running", 0) / (double) samples,
                states.getOrDefault("lock", 0) / (double) samples, states.getOrDefault("other wait", 0) / (double) samples,
                states.getOrDefault("idle in transaction", 0) / (double) samples, samples, activity.waits());
        System.out.printf("[%s] %s: %d observations in %.1f s, %d events = %.0f events/s; POST p50 %d p99 %d ms; CPU ms/100 events %s; retried %d; %s%n",
                java.time.LocalTime.now().withNano(0), phase, posts.length, wall, events, events / wall,
                IngestBench.pct(posts, 50), IngestBench.pct(posts, 99), cpu, retried, sampled);
        return "| %s | %.0f | %d / %d | %s | %d | %s |".formatted(phase, events / wall, IngestBench.pct(posts, 50), IngestBench.pct(posts, 99),
                cpu, retried, sampled);
    }

    private String jdbc() throws IOException {
        Matcher m = PG_PORT.matcher(Files.readString(data.resolve("a").resolve("postgres.log")));
        String port = null;
        while (m.find()) port = m.group(1);
        if (port == null) throw new IllegalStateException("no PostgreSQL port in A's postgres.log");
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
    }

    /** Every process's CPU time so far (user + system, clock ticks), by pid. */
    private static Map<Long, Long> cpu() throws IOException {
        Map<Long, Long> ticks = new HashMap<>();
        try (var procs = Files.list(Path.of("/proc"))) {
            for (Path p : procs.toList()) {
                String name = p.getFileName().toString();
                if (!name.chars().allMatch(Character::isDigit)) continue;
                try {
                    String stat = Files.readString(p.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    ticks.put(Long.parseLong(name), Long.parseLong(f[11]) + Long.parseLong(f[12]));
                } catch (IOException | RuntimeException gone) {
                    // exited meanwhile
                }
            }
        }
        return ticks;
    }

    /** The embedded PostgreSQL's CPU: its postmaster and every process it started (backends come and go; those gone are not counted). */
    private long postgresCpuMillis(Map<Long, Long> before, Map<Long, Long> after) throws IOException {
        long postmaster = Long.parseLong(Files.readAllLines(data.resolve("a").resolve("pgdata").resolve("postmaster.pid")).get(0).trim());
        long ticks = 0;
        for (var e : after.entrySet()) {
            var process = ProcessHandle.of(e.getKey());
            boolean ours = e.getKey() == postmaster || process.flatMap(ProcessHandle::parent).map(ProcessHandle::pid).orElse(-1L) == postmaster;
            if (ours) ticks += e.getValue() - before.getOrDefault(e.getKey(), 0L);
        }
        return ticks * 1000 / CLOCK_TICKS;
    }

    /** pg_stat_activity of the services' connections every 20 ms, on its own connection. */
    private static final class Activity {
        private final String url;
        private final AtomicBoolean sampling = new AtomicBoolean(true);
        private final Map<String, Integer> states = new TreeMap<>();
        private final Map<String, Integer> waits = new TreeMap<>();
        private int samples;
        private Thread thread;
        private final String password;

        Activity(String url, String password) {
            this.url = url;
            this.password = password;
        }

        void start() {
            thread = new Thread(() -> {
                try (Connection db = DriverManager.getConnection(url, "postgres", password)) {
                    while (sampling.get()) {
                        try (Statement s = db.createStatement(); ResultSet r = s.executeQuery("SELECT state, wait_event_type, wait_event"
                                + " FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"
                                )) {
                            synchronized (this) {
                                samples++;
                                while (r.next()) {
                                    String state = r.getString(1);
                                    String type = r.getString(2);
                                    if ("idle".equals(state) && !"Lock".equals(type)) continue;
                                    String kind = "Lock".equals(type) ? "lock" : "idle in transaction".equals(state) ? "idle in transaction"
                                            : type == null ? "running" : "Client".equals(type) ? "running" : "other wait";
                                    states.merge(kind, 1, Integer::sum);
                                    if (type != null && !"Client".equals(type)) waits.merge(type + ":" + r.getString(3), 1, Integer::sum);
                                }
                            }
                        }
                        Thread.sleep(20);
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, "pg-activity");
            thread.start();
        }

        synchronized int samples() {
            return samples;
        }

        synchronized String waits() {
            List<Map.Entry<String, Integer>> top = new ArrayList<>(waits.entrySet());
            top.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
            StringBuilder out = new StringBuilder("waits:");
            top.stream().limit(6).forEach(e -> out.append(' ').append(e.getKey()).append(' ').append(e.getValue()));
            return out.toString();
        }

        Map<String, Integer> stop() throws InterruptedException {
            sampling.set(false);
            thread.join();
            synchronized (this) {
                return new TreeMap<>(states);
            }
        }
    }

    /** One packaged service on {@code DATA_DIR/<name>}. */
    private final class Service {
        private final String name;
        private final int port;
        private final URI base;
        private Process process;
        private Path log;

        Service(String name, int port) {
            this.name = name;
            this.port = port;
            this.base = URI.create("http://127.0.0.1:" + port);
        }

        void start(Map<String, String> environment) throws Exception {
            Path dir = data.resolve(name);
            Files.createDirectories(dir);
            log = dir.resolve("service.log");
            List<String> command = new ArrayList<>(List.of("java"));
            String opts = System.getenv().getOrDefault("BENCH_JAVA_OPTS", "");
            if (!opts.isBlank()) command.addAll(List.of(opts.trim().split("\\s+")));
            command.addAll(List.of("-jar", jar.toString()));
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
            Map<String, String> env = pb.environment();
            env.put("LINKLEDGER_DATA_DIR", dir.toString());
            env.put("QUARKUS_HTTP_PORT", String.valueOf(port));
            env.put("LINKLEDGER_ADMIN_TOKEN", token);
            env.put("LINKLEDGER_DEMO_ENABLED", "false");
            env.put("LINKLEDGER_LOCAL_PROBE", "false");
            env.putAll(environment);
            long t0 = System.nanoTime();
            process = pb.start();
            HttpRequest ready = HttpRequest.newBuilder(base.resolve("/q/health/ready")).timeout(Duration.ofSeconds(5)).build();
            while (true) {
                if (!process.isAlive()) throw new IllegalStateException(name + " exited; see " + log);
                if (System.nanoTime() - t0 > Duration.ofSeconds(300).toNanos()) throw new IllegalStateException(name + " not ready in 300 s");
                try {
                    if (http.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) break;
                } catch (IOException notYet) {
                    // not listening yet
                }
                Thread.sleep(50);
            }
            System.out.printf("[%s] %s ready after %.1f s%n", java.time.LocalTime.now().withNano(0), name, (System.nanoTime() - t0) / 1e9);
        }

        long pid() {
            return process == null ? -1 : process.pid();
        }

        double cpuMillis(Map<Long, Long> before, Map<Long, Long> after) {
            if (process == null) return 0;
            return (after.getOrDefault(process.pid(), 0L) - before.getOrDefault(process.pid(), 0L)) * 1000.0 / CLOCK_TICKS;
        }

        /** Commands Axon retried after a write conflict (IntervalRetryScheduler logs each), so far. */
        long retried() throws IOException {
            if (log == null || !Files.exists(log)) return 0;
            try (var lines = Files.lines(log)) {
                return lines.filter(l -> l.contains("Will retry") || l.contains("ConcurrencyException")).count();
            }
        }

        void stop() throws InterruptedException {
            if (process != null && process.isAlive()) {
                process.destroy();
                if (!process.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
            }
        }
    }
}
