package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.support.SmallDiskDatabaseResource;
import dev.linkledger.inventory.query.HostCatchUp;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * Issue 19: the disk under the embedded PostgreSQL fills up during ingest (a tmpfs filled by a file,
 * for real) and is given back. While full, writes answer 503 with Retry-After and readiness says
 * why; nothing acknowledged is lost; when space returns writing resumes by itself, every host's
 * views catch up, and no event was dead-lettered for the disk's sake.
 */
@QuarkusTest
@TestProfile(DiskFullTest.SmallDisk.class)
class DiskFullTest {
    public static class SmallDisk implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(SmallDiskDatabaseResource.class));
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }
    }

    @TestHTTPResource("/")
    URI base;
    @Inject
    DataSource dataSource;
    @Inject
    HostCatchUp catchUp;

    @Test
    void aFullDiskIs503WithRetryAfterAndReadinessSaysWhyAndEverythingCatchesUpWhenSpaceReturns() throws Exception {
        Path filler = SmallDiskDatabaseResource.MOUNT.resolve("filler");
        Map<String, Integer> acknowledged;
        Map<Integer, Integer> statuses;
        String readiness;
        try (AsyncObservationWriter writer = new AsyncObservationWriter(base, "disk-full", 4)) {
            Thread.sleep(3_000);
            fill(filler);
            await().atMost(Duration.ofSeconds(60)).until(() -> writer.statuses().getOrDefault(503, 0) > 5);
            readiness = given().get("/q/health/ready").then().statusCode(503).extract().asString();
            Thread.sleep(3_000);
            Files.delete(filler);
            int before = writer.statuses().getOrDefault(202, 0);
            await().atMost(Duration.ofSeconds(60)).until(() -> writer.statuses().getOrDefault(202, 0) > before + 20);
            writer.close();
            acknowledged = writer.acknowledged();
            statuses = writer.statuses();
            assertThat(writer.serviceUnavailableWithoutRetryAfter()).as("503s without Retry-After").isZero();
        } finally {
            Files.deleteIfExists(filler);
        }
        System.out.printf("disk full: answers by status %s, %d acknowledged; readiness while full: %s%n", statuses,
                acknowledged.size(), readiness);
        assertThat(readiness).contains("No space left on device");
        assertThat(statuses).containsKey(503).doesNotContainKey(500);

        Map<String, Integer> stored = storedEventsByObservation();
        Map<String, String> lost = new TreeMap<>();
        acknowledged.forEach((id, appended) -> {
            if (stored.getOrDefault(id, 0) != appended.intValue()) lost.put(id, appended + " acknowledged, " + stored.get(id) + " stored");
        });
        assertThat(lost).as("acknowledged observations missing from the store").isEmpty();
        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> assertThat(catchUp.hostsBehind()).isZero());
        given().get("/api/admin/dead-letters").then().statusCode(200).body("size()", equalTo(0));
        await().atMost(Duration.ofSeconds(60)).untilAsserted(() -> given().get("/q/health/ready").then().statusCode(200));
    }

    /** Writes a file until the file system has no space left. */
    private static void fill(Path filler) throws IOException {
        byte[] block = new byte[1 << 20];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) out.write(block);
        } catch (IOException full) {
            if (!String.valueOf(full.getMessage()).contains("No space left")) throw full;
        }
    }

    private Map<String, Integer> storedEventsByObservation() throws Exception {
        Map<String, Integer> stored = new HashMap<>();
        try (Connection db = dataSource.getConnection();
             PreparedStatement q = db.prepareStatement("SELECT convert_from(payload, 'UTF8')::jsonb ->> 'observationId', count(*)"
                     + " FROM domain_event_entry WHERE aggregate_identifier LIKE 'disk-full-%' GROUP BY 1");
             ResultSet rs = q.executeQuery()) {
            while (rs.next()) stored.put(rs.getString(1), rs.getInt(2));
        }
        return stored;
    }
}
