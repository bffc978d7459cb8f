package dev.linkledger.advisor.app;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Readiness of the database, answered within {@link #DEADLINE} whatever the database does. It
 * replaces Quarkus' datasource check, which borrows a pooled connection without a timeout and
 * hung while PostgreSQL was frozen (issue 12). The check runs {@code SELECT 1} on a connection of
 * its own, outside the pool, so a pool busy with writes does not read as a database that is
 * down; one check at a time, so a frozen database cannot pile up waiting threads.
 */
@Readiness
@ApplicationScoped
public class DatabaseHealthCheck implements HealthCheck {
    static final Duration DEADLINE = Duration.ofMillis(500);
    private static final String NAME = "database";

    @jakarta.inject.Inject
    dev.linkledger.inventory.axon.DatabaseFaults faults;
    private final String url;
    private final Properties credentials = new Properties();
    private final ExecutorService checker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "database-health-check");
        t.setDaemon(true);
        return t;
    });
    private Future<?> inFlight;
    private Connection connection;

    public DatabaseHealthCheck(@ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
                               @ConfigProperty(name = "quarkus.datasource.username", defaultValue = "") String username,
                               @ConfigProperty(name = "quarkus.datasource.password", defaultValue = "") String password) {
        this.url = url;
        credentials.setProperty("user", username);
        credentials.setProperty("password", password);
        // Whole seconds are the driver's unit; the deadline below is what bounds the answer.
        credentials.setProperty("connectTimeout", "1");
        credentials.setProperty("loginTimeout", "1");
        credentials.setProperty("socketTimeout", "2");
        credentials.setProperty("ApplicationName", "linkledger-health");
    }

    @Override
    public HealthCheckResponse call() {
        Future<?> check;
        synchronized (this) {
            if (inFlight == null || inFlight.isDone()) inFlight = checker.submit(this::selectOne);
            check = inFlight;
        }
        try {
            check.get(DEADLINE.toMillis(), TimeUnit.MILLISECONDS);
            // It answers, but may not take writes (its disk full): say so while writes fail.
            var failing = faults.failing();
            return failing.isPresent() ? down("writes fail: " + failing.get()) : HealthCheckResponse.up(NAME);
        } catch (TimeoutException e) {
            return down("no answer within " + DEADLINE.toMillis() + " ms");
        } catch (ExecutionException e) {
            return down(e.getCause().getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return down("interrupted");
        }
    }

    private Void selectOne() throws SQLException {
        boolean reused = connection != null;
        try {
            selectOneOn(connection != null ? connection : (connection = DriverManager.getConnection(url, credentials)));
        } catch (SQLException e) {
            closeConnection();
            if (!reused) throw e;
            // The kept connection may predate a restart of the database: one fresh attempt.
            selectOneOn(connection = DriverManager.getConnection(url, credentials));
        }
        return null;
    }

    private static void selectOneOn(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("SELECT 1");
        }
    }

    private static HealthCheckResponse down(String why) {
        return HealthCheckResponse.named(NAME).down().withData("error", String.valueOf(why)).build();
    }

    private void closeConnection() {
        if (connection == null) return;
        try {
            connection.close();
        } catch (SQLException ignored) {
            // it is being replaced
        }
        connection = null;
    }

    @PreDestroy
    void stop() {
        checker.shutdownNow();
        closeConnection();
    }
}
