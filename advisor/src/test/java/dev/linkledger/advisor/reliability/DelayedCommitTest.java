package dev.linkledger.advisor.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.api.HostRegisteredEvent;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.query.HostCatchUp;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionManager;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.observe;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Two appenders whose commits land out of order (the failure Marten's async daemon had,
 * marten#3321 / #4953): writer A takes the lower global index (PostgreSQL hands out the
 * BIGSERIAL at INSERT) but commits seconds after writer B. A projection that simply tracked "the
 * highest index seen" would move past A's index while A is invisible and never read it.
 *
 * <p>Why it holds here: Axon's JdbcEventStorageEngine tracks with a {@code GapAwareTrackingToken}
 * (highest index plus the missing indexes below it). Each fetch asks for
 * {@code global_index > index OR global_index IN (gaps)}, so a late commit fills its gap on a
 * later fetch. A gap is given up only once the event after it is older than {@code gapTimeout}
 * (Axon's default 60 s; this service leaves it) or lies more than {@code maxGapOffset} (10 000)
 * indexes back: a transaction held open longer than a minute could still be skipped. The
 * service's transactions are bounded well below that (a write answers within seconds).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class DelayedCommitTest {
    private static final Duration HELD_OPEN = Duration.ofSeconds(3);
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    AxonRuntime axon;
    @Inject
    TransactionManager jta;
    @Inject
    DataSource dataSource;

    @Test
    void anEventCommittedSecondsAfterALaterIndexedOneStillReachesTheHostCatchUp() throws Exception {
        String early = "gap-early", late = "gap-late";
        CountDownLatch appended = new CountDownLatch(1);
        CountDownLatch mayCommit = new CountDownLatch(1);
        CompletableFuture<Long> earlyIndex = CompletableFuture.supplyAsync(() -> {
            try {
                jta.begin();
                axon.eventStore().publish(new GenericDomainEventMessage<>("Host", early, 0,
                        new HostRegisteredEvent(early, "gap-1", Instant.parse("2026-12-01T10:00:00Z"), early)));
                long index = firstIndexOf(early); // same JTA transaction: sees its own uncommitted row
                appended.countDown();
                mayCommit.await(30, TimeUnit.SECONDS);
                Thread.sleep(HELD_OPEN.toMillis());
                jta.commit();
                return index;
            } catch (Exception e) {
                appended.countDown();
                throw new IllegalStateException(e);
            }
        });
        assertThat(appended.await(30, TimeUnit.SECONDS)).isTrue();

        // B commits and is projected (a synchronous write answers once the topology shows it) while A is open.
        observe(late, desktop(late, "gap-2", Instant.parse("2026-12-01T10:00:01Z"), null));
        long b = firstIndexOf(late);
        // The answer waits for the projection only up to a bound; on a loaded machine wait for the token itself.
        await().atMost(Duration.ofSeconds(20)).until(() -> topologyToken().get("index").asLong() >= b);
        assertThat(hostRows(early)).as("the early writer's host while its transaction is open").isZero();
        JsonNode tokenMeanwhile = topologyToken();
        mayCommit.countDown();
        long a = earlyIndex.get(30, TimeUnit.SECONDS);
        assertThat(a).as("the early writer holds the lower global index").isLessThan(b);
        assertThat(tokenMeanwhile.get("index").asLong()).as("the projection went past the open transaction").isGreaterThan(a);
        assertThat(gaps(tokenMeanwhile)).as("and remembered its index as a gap").contains(a);

        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> assertThat(hostRows(early)).isEqualTo(1));
        assertThat(hostRows(late)).isEqualTo(1);
        await().atMost(Duration.ofSeconds(10)).untilAsserted(() -> assertThat(gaps(topologyToken())).doesNotContain(a));
    }

    private long firstIndexOf(String aggregate) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT min(global_index) FROM domain_event_entry WHERE aggregate_identifier = ?")) {
            s.setString(1, aggregate);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        }
    }

    private int hostRows(String host) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement("SELECT count(*) FROM host WHERE host_id = ?")) {
            s.setString(1, host);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** The topology processor's GapAwareTrackingToken as stored (JSON bytes from the Jackson serializer). */
    private JsonNode topologyToken() throws Exception {
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT token FROM token_entry WHERE processor_name = ? AND segment = 0")) {
            s.setString(1, HostCatchUp.GROUP);
            try (ResultSet r = s.executeQuery()) {
                assertThat(r.next()).as("topology token").isTrue();
                JsonNode token = JSON.readTree(r.getBytes(1));
                // A replay wraps the token in a ReplayToken; the tracking position is inside it.
                return token.has("tokenAtReset") ? token.get("currentToken") : token;
            }
        }
    }

    private static List<Long> gaps(JsonNode token) {
        List<Long> gaps = new ArrayList<>();
        token.path("gaps").forEach(g -> gaps.add(g.asLong()));
        return gaps;
    }
}
