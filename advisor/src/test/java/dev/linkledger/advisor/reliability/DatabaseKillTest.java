package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.PostgresProcesses;
import dev.linkledger.advisor.support.ServiceDatabaseResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Campaign (issue 12): SIGKILL of every process of the service's embedded PostgreSQL while
 * writers post observations with {@code Prefer: respond-async}; the service's supervisor restarts it. A 202 says the events are
 * committed, so after the database is back every acknowledged observation must be in the event
 * store with as many events as its answer said.
 */
@QuarkusTest
@TestProfile(ServiceDatabaseProfile.class)
class DatabaseKillTest {
    private static final int WRITERS = 4;
    private static final int KILLS = 3;

    @TestHTTPResource("/")
    URI base;

    @Test
    void killingTheDatabaseMidIngestLosesNoAcknowledgedObservation() throws Exception {
        Map<String, Integer> acknowledged;
        Map<Integer, Integer> statuses;
        try (AsyncObservationWriter writer = new AsyncObservationWriter(base, "db-kill", WRITERS)) {
            for (int kill = 0; kill < KILLS; kill++) {
                Thread.sleep(3_000);
                PostgresProcesses victims = PostgresProcesses.of(ServiceDatabaseResource.pgdata());
                victims.killAll();
                ServiceDatabaseResource.awaitRestartAfter(victims.pids().get(0));
            }
            Thread.sleep(2_000);
            writer.close();
            acknowledged = writer.acknowledged();
            statuses = writer.statuses();
        }

        Map<String, Integer> stored = storedEventsByObservation();
        Map<String, String> lost = new TreeMap<>();
        acknowledged.forEach((id, appended) -> {
            int found = stored.getOrDefault(id, 0);
            if (found != appended) lost.put(id, "acknowledged " + appended + " events, stored " + found);
        });
        System.out.printf("database kill: %d kills, answers by status %s, %d acknowledged, %d of them not stored as acknowledged%n",
                KILLS, statuses, acknowledged.size(), lost.size());
        assertThat(acknowledged).as("writes acknowledged around the kills").hasSizeGreaterThan(20);
        assertThat(lost).as("acknowledged observations missing from the event store").isEmpty();
    }

    private static Map<String, Integer> storedEventsByObservation() throws Exception {
        Map<String, Integer> stored = new HashMap<>();
        try (Connection db = ServiceDatabaseResource.connect();
             PreparedStatement q = db.prepareStatement("""
                     SELECT convert_from(payload, 'UTF8')::jsonb ->> 'observationId', count(*)
                     FROM domain_event_entry WHERE aggregate_identifier LIKE 'db-kill-%' GROUP BY 1""");
             ResultSet rs = q.executeQuery()) {
            while (rs.next()) stored.put(rs.getString(1), rs.getInt(2));
        }
        return stored;
    }
}
