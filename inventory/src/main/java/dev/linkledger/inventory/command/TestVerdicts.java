package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.Suspicion;
import dev.linkledger.inventory.command.LinkTest.ConnectorKey;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The verdicts on cables and connectors as a function of the set of recorded tests, never of
 * their order: every test proves both its cable and its connector carry at least its speed, so
 * each one's proven speed is the fastest of its tests. A test below both ends is then blamed on
 * the one that was never proven faster when the other was; on neither, with both named as
 * suspects, when neither was proven faster (unless a limit already shown on one explains it); on
 * neither when both were (a loose plug). Ties between tests are broken by their keys, so the same
 * set always gives the same verdicts and the same evidence.
 */
public record TestVerdicts(Map<String, CableStanding> cables, Map<ConnectorKey, ConnectorStanding> connectors) {

    /** What a cable's tests show: at least {@code provenMbps}; at most {@code limitMbps} (null: no limit shown). */
    public record CableStanding(Integer provenMbps, Integer limitMbps, LinkTest limitTest, List<Suspicion> suspicions) {
    }

    /** A connector's limit (null: none shown) with the test and the faster cable that show it. */
    public record ConnectorStanding(Integer limitMbps, LinkTest limitTest) {
    }

    private static final Comparator<LinkTest> SLOWEST_FIRST = Comparator.comparingInt(LinkTest::negotiatedMbps)
            .thenComparing(LinkTest::key);

    public static TestVerdicts of(Collection<LinkTest> tests) {
        List<LinkTest> sorted = tests.stream().sorted(SLOWEST_FIRST).toList();
        Map<String, Integer> cableProven = new HashMap<>();
        Map<ConnectorKey, Integer> connectorProven = new HashMap<>();
        for (LinkTest t : sorted) {
            cableProven.merge(t.cableId(), t.negotiatedMbps(), Math::max);
            connectorProven.merge(t.connector(), t.negotiatedMbps(), Math::max);
        }
        Map<String, LinkTest> cableLimit = new HashMap<>();
        Map<ConnectorKey, LinkTest> connectorLimit = new HashMap<>();
        List<LinkTest> undecided = new ArrayList<>();
        for (LinkTest t : sorted) {
            if (!t.belowBothEnds()) continue;
            boolean cableFaster = cableProven.get(t.cableId()) > t.negotiatedMbps();
            boolean connectorFaster = connectorProven.get(t.connector()) > t.negotiatedMbps();
            if (cableFaster && !connectorFaster) connectorLimit.putIfAbsent(t.connector(), t);
            else if (connectorFaster && !cableFaster) cableLimit.putIfAbsent(t.cableId(), t);
            else if (!cableFaster) undecided.add(t);
        }
        // A limit shown by proof explains an undecided test at or above it: the other is no suspect.
        // Explaining adds no lower limit, so one pass reaches the fixpoint.
        Map<String, List<Suspicion>> suspicions = new HashMap<>();
        for (LinkTest t : undecided) {
            LinkTest cable = cableLimit.get(t.cableId());
            LinkTest connector = connectorLimit.get(t.connector());
            if (cable != null && cable.negotiatedMbps() <= t.negotiatedMbps()) continue;
            if (connector != null && connector.negotiatedMbps() <= t.negotiatedMbps()) continue;
            suspicions.computeIfAbsent(t.cableId(), c -> new ArrayList<>()).add(new Suspicion(t.cableId(),
                    t.hostId(), t.connector().portIds(), t.negotiatedMbps(), t.bothEndsMbps(), t.linkEventId()));
        }
        Map<String, CableStanding> cables = new TreeMap<>();
        for (Map.Entry<String, Integer> c : cableProven.entrySet()) {
            LinkTest limit = cableLimit.get(c.getKey());
            cables.put(c.getKey(), new CableStanding(c.getValue(), limit == null ? null : limit.negotiatedMbps(), limit,
                    List.copyOf(suspicions.getOrDefault(c.getKey(), List.of()))));
        }
        Map<ConnectorKey, ConnectorStanding> connectors = new TreeMap<>(Comparator.comparing(ConnectorKey::hostId)
                .thenComparing(ConnectorKey::ports));
        connectorLimit.forEach((k, t) -> connectors.put(k, new ConnectorStanding(t.negotiatedMbps(), t)));
        return new TestVerdicts(cables, connectors);
    }
}
