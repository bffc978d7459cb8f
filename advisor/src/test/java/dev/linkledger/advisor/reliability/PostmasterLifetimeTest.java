package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.app.EmbeddedDatabase;
import dev.linkledger.advisor.support.PostgresProcesses;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The embedded PostgreSQL lives and dies with the service (issue 12, defect 3): the holder JVM
 * stands in for the service and is killed with SIGKILL, which no shutdown hook survives.
 */
class PostmasterLifetimeTest {

    @Test
    void killingTheServiceWithSigkillStopsItsPostgres() throws Exception {
        Path dir = freshDirectory("lifetime-kill");
        Process holder = DatabaseHolder.start(dir);
        ProcessHandle postmaster = PostgresProcesses.postmaster(dir.resolve("pgdata")).orElseThrow();

        holder.destroyForcibly(); // SIGKILL
        holder.waitFor();

        assertThat(postmaster.onExit().completeOnTimeout(null, 15, TimeUnit.SECONDS).get())
                .as("postmaster %d after its service was killed", postmaster.pid()).isNotNull();
        assertThat(postmaster.isAlive()).isFalse();
    }

    @Test
    void aPostmasterLeftRunningByAKilledRunIsStoppedAndTheNextStartIsClean() throws Exception {
        Path dir = freshDirectory("lifetime-stale");
        Process holder = DatabaseHolder.start(dir);
        ProcessHandle orphan = PostgresProcesses.postmaster(dir.resolve("pgdata")).orElseThrow();
        // What a release without the watchdog left behind: a postmaster whose service is gone. Freeze the
        // holder first, or its supervisor would notice the watchdog die and stop the postmaster itself.
        new ProcessBuilder("kill", "-STOP", Long.toString(holder.pid())).start().waitFor();
        holder.descendants().filter(p -> !p.info().command().orElse("").endsWith("/postgres"))
                .forEach(ProcessHandle::destroyForcibly);
        Thread.sleep(200);
        holder.destroyForcibly();
        holder.waitFor();
        Thread.sleep(500);
        assertThat(orphan.isAlive()).as("the orphaned postmaster lives on, as it did in issue 12").isTrue();

        long t0 = System.nanoTime();
        try (EmbeddedDatabase database = EmbeddedDatabase.start(dir, EmbeddedDatabase.Durability.THROWAWAY)) {
            long startMillis = (System.nanoTime() - t0) / 1_000_000;
            assertThat(orphan.isAlive()).as("orphan %d", orphan.pid()).isFalse();
            assertThat(PostgresProcesses.postmaster(dir.resolve("pgdata")).orElseThrow().pid()).isNotEqualTo(orphan.pid());
            try (Connection c = DriverManager.getConnection(database.jdbcUrl(), database.username(), database.password())) {
                assertThat(c.isValid(2)).isTrue();
            }
            System.out.printf("start over a stale postmaster: %d ms%n", startMillis);
            assertThat(startMillis).isLessThan(30_000);
        }
    }

    static Path freshDirectory(String name) throws IOException {
        Path dir = Path.of("target", name).toAbsolutePath();
        if (Files.exists(dir)) {
            try (var paths = Files.walk(dir)) {
                for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
            }
        }
        return dir;
    }
}
