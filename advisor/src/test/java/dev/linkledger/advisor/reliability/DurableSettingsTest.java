package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.ServiceDatabaseResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

/** The service's embedded PostgreSQL flushes every commit to disk (zonky's defaults do not). */
@QuarkusTest
@TestProfile(ServiceDatabaseProfile.class)
class DurableSettingsTest {

    @Test
    void theServicesEmbeddedServerRunsWithFsyncSynchronousCommitAndFullPageWrites() throws Exception {
        try (Connection db = ServiceDatabaseResource.connect(); Statement s = db.createStatement()) {
            assertThat(show(s, "fsync")).isEqualTo("on");
            assertThat(show(s, "synchronous_commit")).isEqualTo("on");
            assertThat(show(s, "full_page_writes")).isEqualTo("on");
        }
    }

    private static String show(Statement s, String setting) throws Exception {
        try (ResultSet rs = s.executeQuery("SHOW " + setting)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
