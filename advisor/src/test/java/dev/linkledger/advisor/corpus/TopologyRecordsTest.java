package dev.linkledger.advisor.corpus;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.linkledger.advisor.engine.Advisor;
import dev.linkledger.advisor.engine.FindingView;
import dev.linkledger.advisor.support.EmbeddedPostgresResource;
import dev.linkledger.inventory.axon.AxonRuntime;
import dev.linkledger.inventory.axon.StoreSerializer;
import dev.linkledger.inventory.command.HostTopology;
import dev.linkledger.inventory.query.HostRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.query.TopologyRecords;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.axonframework.eventhandling.DomainEventMessage;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The inline evaluation takes a host's topology from the Host aggregate's fold in memory instead of
 * reading back the rows just written from it: the two must be the same records, or the rules would
 * see another host than the views show. Over a slice of the corpus (every fourth case: lsusb trees
 * and verbose dumps, usb-devices, kernel logs with unplaced devices, boltctl routers) and the import
 * fixtures, for every host in the database: the records of its fold (folded from its stored events,
 * and again after a snapshot's JSON round trip, as a restarted service has it) equal those its rows
 * read back as, and the rule base finds the same on both.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TopologyRecordsTest {
    private static final ObjectMapper SNAPSHOT_JSON = StoreSerializer.objectMapper();

    @Inject
    TopologyQueries queries;
    @Inject
    AxonRuntime axon;
    @Inject
    Advisor advisor;

    @Test
    void aHostsFoldGivesTheRecordsAndFindingsItsRowsReadBackAs() throws IOException {
        List<CorpusCase> cases = CorpusCase.all();
        for (int i = 0; i < cases.size(); i += 4) CaseImports.post("fold-" + cases.get(i).hostId(), cases.get(i).paste());
        for (String fixture : List.of("seed000-tree-lsusb-v-dmesg.txt", "seed002-chain.usb-devices.txt", "laptop-whole.lsusb-v.txt",
                "cheney-two-razer-cores-ascii.boltctl.txt"))
            CaseImports.post("fold-" + fixture.replaceAll("[^a-z0-9]+", "-"), fixture(fixture));

        List<String> hosts = QuarkusTransaction.requiringNew().call(() -> queries.hosts().stream().map(HostRecord::hostId).toList());
        assertThat(hosts).hasSizeGreaterThan(cases.size() / 4);
        int withFindings = 0;
        for (String host : hosts) {
            HostTopology fold = fold(host);
            HostTopology restored = SNAPSHOT_JSON.readValue(SNAPSHOT_JSON.writeValueAsString(fold), HostTopology.class);
            TopologyRecords rows = QuarkusTransaction.requiringNew().call(() -> TopologyRecords.read(queries, host));
            assertThat(TopologyRecords.folded(fold)).as("host %s: its fold", host).isEqualTo(rows);
            assertThat(TopologyRecords.folded(restored)).as("host %s: its fold after a snapshot", host).isEqualTo(rows);
            List<FindingView> fromRows = QuarkusTransaction.requiringNew().call(() -> advisor.findingsFor(host));
            List<FindingView> fromFold = QuarkusTransaction.requiringNew().call(() -> advisor.findingsFor(restored));
            assertThat(fromFold).as("host %s: findings", host).isEqualTo(fromRows);
            if (!fromRows.isEmpty()) withFindings++;
        }
        assertThat(withFindings).as("hosts with findings").isGreaterThan(10);
    }

    private HostTopology fold(String host) {
        HostTopology fold = new HostTopology();
        for (DomainEventMessage<?> m : axon.eventStore().readEvents(host, 0).asStream().toList())
            fold.apply(m.getPayload(), HostTopology.Stamp.of(m.getIdentifier(), m.getPayload(), m.getTimestamp()));
        return fold;
    }

    private static String fixture(String name) {
        try (var in = TopologyRecordsTest.class.getResourceAsStream("/imports/" + name)) {
            if (in == null) throw new IllegalStateException("no fixture " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
