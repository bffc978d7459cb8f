package dev.linkledger.inventory.rest;

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
        assertThat(DatabaseUnavailable.isCauseOf(new RuntimeException(new ConnectException("Connection refused")))).isTrue();
    }

    @Test
    void aConstraintViolationOrABugIsNotAnOutage() {
        assertThat(DatabaseUnavailable.isCauseOf(new RuntimeException(new SQLException("duplicate key value", "23505")))).isFalse();
        assertThat(DatabaseUnavailable.isCauseOf(new NullPointerException())).isFalse();
    }
}
