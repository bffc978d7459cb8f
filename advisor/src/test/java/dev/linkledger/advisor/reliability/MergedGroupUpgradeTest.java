package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.advice.AdviceEvaluations;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.advisor.support.ProjectionSnapshot;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.ProcessorGroups;
import dev.linkledger.inventory.axon.ProjectionCatchUp;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.EventProcessor;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static dev.linkledger.advisor.support.Lab.attach;
import static dev.linkledger.advisor.support.Lab.desktop;
import static dev.linkledger.advisor.support.Lab.enclosure;
import static dev.linkledger.advisor.support.Lab.observe;
import static dev.linkledger.advisor.support.Lab.registerCable;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;

/**
 * An upgrade from a version whose projections each had a processor of their own: the store holds
 * tokens of the old groups and the tables hold their rows, and the merged group has no token. It
 * must start from the first event on emptied tables (the cable projection inserts on a cable's
 * registration: replayed into its old rows, every cable would be parked as poison), drop the old
 * groups' tokens, and end equal to what was there.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class MergedGroupUpgradeTest {
    @Inject
    DataSource dataSource;
    @Inject
    AxonRuntime axon;
    @Inject
    ProjectionCatchUp catchUp;
    @Inject
    AdviceEvaluations evaluations;

    @Test
    void aMergedGroupWithoutTokensRebuildsFromEmptyTablesAndRetiresTheOldGroups() throws Exception {
        String host = "upgraded-desk";
        Instant at = Instant.parse("2026-12-02T09:00:00Z");
        observe(host, desktop(host, "u-1", at, null));
        String cable = registerCable("upgrade cable", "USB 2.0");
        attach(cable, host, "usb4-port2");
        observe(host, desktop(host, "u-2", at.plusSeconds(60), enclosure(7, 480)));
        assertThat(evaluations.awaitIdle(Duration.ofSeconds(30))).isTrue();
        Map<String, List<Map<String, Object>>> before = ProjectionSnapshot.of(dataSource);
        assertThat(before.get("cable")).isNotEmpty();

        EventProcessor processor = axon.configuration().eventProcessingConfiguration()
                .eventProcessor(ProcessorGroups.READ_MODELS).orElseThrow();
        processor.shutdownAsync().join();
        try {
            // The state an older version leaves: its groups' tokens, none for the merged group.
            execute("DELETE FROM token_entry WHERE processor_name = '" + ProcessorGroups.READ_MODELS + "'");
            execute("INSERT INTO token_entry (processor_name, segment) VALUES ('topology-projection', 0), ('cable-projection', 0)");

            assertThat(axon.beginIfNew(ProcessorGroups.READ_MODELS)).as("begins from scratch").isTrue();
            assertThat(count("SELECT count(*) FROM cable")).as("cable rows after the start's reset").isZero();
            assertThat(count("SELECT count(*) FROM token_entry WHERE processor_name IN ('topology-projection', 'cable-projection')"))
                    .as("old groups' tokens").isZero();
            assertThat(count("SELECT count(*) FROM token_entry WHERE processor_name = '" + ProcessorGroups.READ_MODELS + "'"))
                    .isEqualTo(1);
            // A second instance starting now finds the tokens and empties nothing.
            assertThat(axon.beginIfNew(ProcessorGroups.READ_MODELS)).isFalse();
        } finally {
            processor.start();
        }
        assertThat(catchUp.awaitHead(List.of(ProcessorGroups.READ_MODELS), Duration.ofSeconds(60))).isTrue();
        assertThat(evaluations.awaitIdle(Duration.ofSeconds(30))).isTrue();

        given().get("/api/admin/dead-letters").then().statusCode(200)
                .body("findAll { it.processingGroup == '" + ProcessorGroups.READ_MODELS + "' }", empty());
        Map<String, List<Map<String, Object>>> after = ProjectionSnapshot.of(dataSource);
        for (String table : ProjectionSnapshot.tables())
            assertThat(after.get(table)).as(table).isEqualTo(before.get(table));
        assertThat(((StreamingEventProcessor) processor).processingStatus()).isNotEmpty();
    }

    private void execute(String sql) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private long count(String sql) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(sql); ResultSet r = s.executeQuery()) {
            r.next();
            return r.getLong(1);
        }
    }
}
