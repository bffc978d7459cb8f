package dev.linkledger.inventory.axon;

import org.junit.jupiter.api.Test;

import java.net.ConnectException;
import java.sql.BatchUpdateException;
import java.sql.SQLException;

import static org.assertj.core.api.Assertions.assertThat;

class DatabaseUnavailableTest {

    @Test
    void aConnectionFailureDeepInWrappersIsAnOutage() {
        SQLException lost = new SQLException("An I/O error occurred while sending to the backend.", "08006");
        assertThat(DatabaseUnavailable.isCauseOf(new IllegalStateException("cannot read the event store", new RuntimeException(lost)))).isTrue();
    }

    @Test
    void aBatchWhoseNextExceptionIsAConnectionFailureIsAnOutage() {
        BatchUpdateException batch = new BatchUpdateException("Batch entry 0 INSERT ... was aborted", "99999", new int[0]);
        batch.setNextException(new SQLException("terminating connection due to unexpected postmaster exit", "57P01"));
        assertThat(DatabaseUnavailable.isCauseOf(new RuntimeException("already inserted", batch))).isTrue();
    }

    @Test
    void noConnectionFromThePoolIsAnOutage() {
        assertThat(DatabaseUnavailable.isCauseOf(new RuntimeException(new SQLException("Acquisition timeout while waiting for new connection")))).isTrue();
        assertThat(DatabaseUnavailable.isCauseOf(new RuntimeException("Unable to acquire JDBC Connection [x]"))).isTrue();
        // As Axon's event store wrapped Agroal's in 30 writers' campaign at load 27 (it was answered 500).
        assertThat(DatabaseUnavailable.isCauseOf(new IllegalStateException("Failed to obtain a database connection",
                new SQLException("Sorry, acquisition timeout!")))).isTrue();
        assertThat(DatabaseUnavailable.isCauseOf(new RuntimeException(new ConnectException("Connection refused")))).isTrue();
        assertThat(DatabaseUnavailable.isCauseOf(new IllegalStateException("Failed to obtain a database connection",
                new SQLException("Something unusual has occurred to cause the driver to fail.", "XX000",
                        new RuntimeException("Interrupted while attempting to connect."))))).isTrue();
    }

    @Test
    void aFullDiskIsAnOutageNotPoison() {
        SQLException full = new SQLException("could not extend file \"base/5/16384\": No space left on device", "53100");
        assertThat(DatabaseUnavailable.isCauseOf(new IllegalStateException("An event for aggregate [h] at sequence [3] was already inserted",
                new RuntimeException(full)))).isTrue();
    }

    @Test
    void aConstraintViolationOrABugIsNotAnOutage() {
        assertThat(DatabaseUnavailable.isCauseOf(new RuntimeException(new SQLException("duplicate key value", "23505")))).isFalse();
        assertThat(DatabaseUnavailable.isCauseOf(new NullPointerException())).isFalse();
    }
}
