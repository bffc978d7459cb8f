package dev.linkledger.advisor.support;

import dev.linkledger.advisor.app.EmbeddedDatabase;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The service's durable embedded PostgreSQL on a file system of its own: a small tmpfs mounted on its
 * data directory (the tests run as root here and in CI), so a test can fill the disk under it for
 * real and give the space back.
 */
public class SmallDiskDatabaseResource implements QuarkusTestResourceLifecycleManager {
    public static final Path MOUNT = Path.of("target/small-disk-pg").toAbsolutePath();
    private static final String SIZE = "256m";
    private EmbeddedDatabase database;

    @Override
    public Map<String, String> start() {
        try {
            Files.createDirectories(MOUNT);
            run("umount", MOUNT.toString()); // a mount left by a killed run
            if (run("mount", "-t", "tmpfs", "-o", "size=" + SIZE, "tmpfs", MOUNT.toString()) != 0)
                throw new IllegalStateException("cannot mount a tmpfs on " + MOUNT + " (the disk-full test runs as root)");
            database = EmbeddedDatabase.start(MOUNT.resolve("data"), EmbeddedDatabase.Durability.DURABLE);
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
        return Map.of("quarkus.datasource.jdbc.url", database.jdbcUrl(), "quarkus.datasource.username", database.username(),
                "quarkus.datasource.password", database.password());
    }

    @Override
    public void stop() {
        if (database != null) database.close();
        try {
            run("umount", MOUNT.toString());
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int run(String... command) throws IOException, InterruptedException {
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
    }
}
