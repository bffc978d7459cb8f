package dev.linkledger.inventory.command;

import dev.linkledger.inventory.axon.PendingWrites;
import dev.linkledger.inventory.command.LinkTest.ConnectorKey;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.messaging.unitofwork.BatchingUnitOfWork;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@link LinkVerdicts}' rows as one batch of events sees them: read at once when the batch first
 * needs them (the root-port links of every host the batch is about in one query; the cables, tests
 * and connector limits, which a verdict joins across hosts, in one query each), changed in memory,
 * and written at the batch's commit as one JDBC batch per table and statement, in the batch's
 * transaction (the DataSource's connections join it). Before, each event asked the database for
 * its link row, most of them absent (devices behind hubs are no link of a root port). Outside a
 * processor's batch (a dead letter's retry) the rows are read for that event and written after it.
 * Nothing outlives its batch: a rolled-back batch is read again, and so is a segment another
 * instance took over.
 */
final class VerdictRows implements PendingWrites {
    private static final String RESOURCE = VerdictRows.class.getName();

    private final DataSource dataSource;
    private final Set<String> batchHosts;
    private final Set<String> loadedHosts = new HashSet<>();
    private final Map<LiveLink.Key, LiveLink> links = new HashMap<>();
    private Map<String, WatchedCable> cables;
    private List<LinkTest> tests;
    private Set<String> testKeys;
    private Map<ConnectorKey, Integer> connectorLimits;

    private final Map<LiveLink.Key, LiveLink> changedLinks = new LinkedHashMap<>();
    private final Set<LiveLink.Key> deletedLinks = new HashSet<>();
    private final Map<String, WatchedCable> changedCables = new LinkedHashMap<>();
    private final List<LinkTest> newTests = new ArrayList<>();
    private final Map<ConnectorKey, Integer> changedLimits = new LinkedHashMap<>();

    private VerdictRows(DataSource dataSource, Set<String> batchHosts) {
        this.dataSource = dataSource;
        this.batchHosts = batchHosts;
    }

    /** The rows of the processor's current batch, written at its commit; null outside a batch. */
    static VerdictRows ofThisBatch(DataSource dataSource) {
        if (!CurrentUnitOfWork.isStarted()) return null;
        UnitOfWork<?> root = CurrentUnitOfWork.get().root();
        if (!(root instanceof BatchingUnitOfWork<?> batch)) return null;
        return root.getOrComputeResource(RESOURCE, name -> {
            Set<String> hosts = new HashSet<>();
            // A host event's aggregate is its host: known without reading any payload.
            for (Object each : batch.getMessages())
                if (each instanceof DomainEventMessage<?> m && m.getAggregateIdentifier() != null) hosts.add(m.getAggregateIdentifier());
            VerdictRows rows = new VerdictRows(dataSource, hosts);
            root.onPrepareCommit(u -> rows.flush());
            return rows;
        });
    }

    /** Rows for one event handled on its own; the caller flushes them when it is done. */
    static VerdictRows alone(DataSource dataSource) {
        return new VerdictRows(dataSource, Set.of());
    }

    // ---- root-port links

    Optional<LiveLink> link(String hostId, String path) {
        loadLinks(hostId);
        return Optional.ofNullable(links.get(new LiveLink.Key(hostId, path)));
    }

    /** The link at the key, created (and to be written) when absent; the caller changes it and calls {@link #changed}. */
    LiveLink linkOrNew(String hostId, String path) {
        return link(hostId, path).orElseGet(() -> {
            LiveLink l = new LiveLink(hostId, path);
            links.put(l.key(), l);
            return l;
        });
    }

    void changed(LiveLink link) {
        deletedLinks.remove(link.key());
        changedLinks.put(link.key(), link);
    }

    void deleteLink(String hostId, String path) {
        LiveLink.Key key = new LiveLink.Key(hostId, path);
        loadLinks(hostId);
        if (links.remove(key) == null) return;
        changedLinks.remove(key);
        deletedLinks.add(key);
    }

    /** The live links on a connector, by path. */
    List<LiveLink> linksOn(String hostId, List<String> portIds) {
        loadLinks(hostId);
        return links.values().stream().filter(l -> l.hostId.equals(hostId) && portIds.contains(l.portId))
                .sorted(java.util.Comparator.comparing(l -> l.path)).toList();
    }

    private void loadLinks(String hostId) {
        if (loadedHosts.contains(hostId)) return;
        Set<String> hosts = new HashSet<>(batchHosts);
        hosts.add(hostId);
        hosts.removeAll(loadedHosts);
        run(c -> links.putAll(VerdictTables.links(c, hosts)));
        loadedHosts.addAll(hosts);
    }

    // ---- cables

    WatchedCable cable(String cableId) {
        return cables().computeIfAbsent(cableId, WatchedCable::new);
    }

    /** The cable plugged into the port, if any (the first by id, should two claim it). */
    Optional<WatchedCable> cableOn(String hostId, String portId) {
        return cables().values().stream().filter(c -> c.pluggedInto(hostId, portId)).findFirst();
    }

    void changed(WatchedCable cable) {
        changedCables.put(cable.cableId, cable);
    }

    private Map<String, WatchedCable> cables() {
        if (cables == null) run(c -> cables = new TreeMap<>(VerdictTables.cables(c)));
        return cables;
    }

    // ---- tests and connector limits

    List<LinkTest> tests() {
        if (tests == null) run(c -> {
            tests = new ArrayList<>(VerdictTables.tests(c));
            testKeys = new HashSet<>();
            for (LinkTest t : tests) testKeys.add(t.key());
        });
        return tests;
    }

    boolean recorded(String cableId, String linkEventId) {
        tests();
        return testKeys.contains(cableId + "/" + linkEventId);
    }

    void record(LinkTest test) {
        tests();
        if (!testKeys.add(test.key())) return;
        tests.add(test);
        newTests.add(test);
    }

    /** The limit last recorded on each connector (absent: none). */
    Map<ConnectorKey, Integer> connectorLimits() {
        if (connectorLimits == null) run(c -> connectorLimits = new HashMap<>(VerdictTables.connectorLimits(c)));
        return connectorLimits;
    }

    /** Records a connector's limit; null clears it. */
    void limit(ConnectorKey connector, Integer limitMbps) {
        connectorLimits();
        if (limitMbps == null) connectorLimits.remove(connector);
        else connectorLimits.put(connector, limitMbps);
        changedLimits.put(connector, limitMbps);
    }

    // ---- writes

    @Override
    public void flush() {
        if (changedLinks.isEmpty() && deletedLinks.isEmpty() && changedCables.isEmpty() && newTests.isEmpty() && changedLimits.isEmpty())
            return;
        run(c -> {
            VerdictTables.deleteLinks(c, deletedLinks);
            VerdictTables.upsertLinks(c, changedLinks.values());
            VerdictTables.upsertCables(c, changedCables.values());
            VerdictTables.insertTests(c, newTests);
            VerdictTables.writeConnectorLimits(c, changedLimits);
        });
        changedLinks.clear();
        deletedLinks.clear();
        changedCables.clear();
        newTests.clear();
        changedLimits.clear();
    }

    static void deleteAll(DataSource dataSource) {
        new VerdictRows(dataSource, Set.of()).run(VerdictTables::deleteAll);
    }

    private interface Sql {
        void run(Connection c) throws SQLException;
    }

    /** Runs SQL on a connection of the current transaction (closing the handle leaves the transaction open). */
    private void run(Sql sql) {
        try (Connection c = dataSource.getConnection()) {
            sql.run(c);
        } catch (SQLException e) {
            throw new IllegalStateException("link-verdicts' tables: " + e.getMessage(), e);
        }
    }

}
