package dev.linkledger.advisor.app;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Entry point of the service. On the embedded default it starts PostgreSQL first and stops it
 * last: a shutdown hook waits for this main thread, which only returns once Quarkus (and Axon
 * with it) has fully stopped. If the JVM dies without running its hooks (kill -9), the
 * database's watchdog stops it ({@link Postmaster}).
 */
@QuarkusMain
public class LinkLedgerMain {

    public static void main(String... args) {
        DatabaseChoice choice = DatabaseChoice.from(System.getenv(), System.getProperties());
        EmbeddedDatabase database = null;
        if (choice.embedded()) {
            try {
                database = EmbeddedDatabase.start(choice.dataDirectory());
            } catch (RuntimeException e) {
                // What to fix, in one line (the PostgreSQL log it names has the details).
                System.err.println("LinkLedger cannot start its embedded PostgreSQL: " + e.getMessage());
                System.exit(1);
                return;
            }
            System.setProperty("quarkus.datasource.jdbc.url", database.jdbcUrl());
            System.setProperty("quarkus.datasource.username", database.username());
            System.setProperty("quarkus.datasource.password", database.password());
            System.setProperty("linkledger.data-dir", choice.dataDirectory().toString());
            System.setProperty("linkledger.embedded-database", "true");
            LocalAccess.defaults(System.getenv(), System.getProperties()).forEach(System::setProperty);
            stopAfterMainReturns(database, Thread.currentThread());
        }
        AtomicInteger exitCode = new AtomicInteger();
        Quarkus.run(Service.class, (code, failure) -> exitCode.set(code), args);
        if (database != null) database.close();
        if (exitCode.get() != 0) System.exit(exitCode.get());
    }

    private static void stopAfterMainReturns(EmbeddedDatabase database, Thread main) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                main.join(Duration.ofSeconds(60).toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            database.close();
        }, "embedded-postgres-stop"));
    }

    /** Runs until the process is asked to stop. */
    public static class Service implements QuarkusApplication {
        @Override
        public int run(String... args) {
            Quarkus.waitForExit();
            return 0;
        }
    }
}
