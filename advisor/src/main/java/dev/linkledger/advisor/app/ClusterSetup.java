package dev.linkledger.advisor.app;

import org.jboss.logging.Logger;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The data directory's cluster and who may connect to it: initdb the first time (the superuser's
 * password set from the password file, SCRAM-SHA-256), and at every start a {@code pg_hba.conf}
 * that asks every connection for that password. A data directory from a release that trusted
 * every local connection gets a password first, in single-user mode (which needs no login).
 */
final class ClusterSetup {
    private static final Logger LOG = Logger.getLogger(ClusterSetup.class);
    private static final String HBA = """
            # Written by LinkLedger (EmbeddedDatabase) at every start; edits are overwritten.
            # Every connection gives the password in ../postgres-password (SCRAM-SHA-256); nothing is trusted.
            # TYPE  DATABASE  USER  ADDRESS       METHOD
            local   all       all                 scram-sha-256
            host    all       all   127.0.0.1/32  scram-sha-256
            """;

    private ClusterSetup() {
    }

    /** Prepares {@code pgdata} and returns the superuser's password. */
    static String prepare(Path binaries, Path dataDirectory, Path pgdata, Path log) throws IOException {
        boolean passwordIsNew = !Files.exists(DatabasePassword.file(dataDirectory));
        String password = DatabasePassword.readOrCreate(dataDirectory);
        if (!Files.exists(pgdata.resolve("PG_VERSION"))) {
            run(PostgresCommand.of(binaries, "initdb", List.of("-D", pgdata.toString(), "-U", "postgres", "-E", "UTF-8",
                    "--auth=scram-sha-256", "--pwfile=" + DatabasePassword.file(dataDirectory))), null, log, "initdb");
        } else if (passwordIsNew) {
            LOG.infof("Setting a password on the embedded PostgreSQL in %s (it trusted local connections before)", pgdata);
            run(PostgresCommand.of(binaries, "postgres", List.of("--single", "-D", pgdata.toString(), "postgres")),
                    "ALTER ROLE postgres PASSWORD '" + password + "';\n", log, "setting the password");
        }
        Files.writeString(pgdata.resolve("pg_hba.conf"), HBA, StandardCharsets.UTF_8);
        return password;
    }

    private static void run(List<String> command, String input, Path log, String what) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        try (OutputStream in = process.getOutputStream()) {
            if (input != null) in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        try {
            int status = process.waitFor();
            if (status != 0) {
                throw new IllegalStateException(what + " failed (status " + status + "); " + log + " ends with:\n" + Postmaster.tail(log, 15));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new IllegalStateException("interrupted while " + what, e);
        }
    }
}
