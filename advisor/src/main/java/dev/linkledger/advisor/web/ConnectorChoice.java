package dev.linkledger.advisor.web;

import dev.linkledger.inventory.query.HostRecord;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.rest.HostResource;
import dev.linkledger.inventory.rest.ProblemException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * The connectors a form offers, per host: one {@code <option>} per physical connector (its
 * SuperSpeed half names it when it has one), valued {@code hostId::portId}.
 */
@ApplicationScoped
public class ConnectorChoice {
    static final String SEPARATOR = "::";

    @Inject
    TopologyQueries topology;
    @Inject
    HostResource hostResource;

    public record Option(String value, String label) {
    }

    public record Group(String hostId, List<Option> options) {
    }

    public List<Group> all() {
        return topology.hosts().stream().map(this::group).toList();
    }

    private Group group(HostRecord h) {
        List<ConnectorPair> pairs = HostTree.of(hostResource.topology(h.hostId(), null)).connectors();
        return new Group(h.hostId(), pairs.stream().map(p -> {
            String port = p.superSpeedPort() != null ? p.superSpeedPort() : p.usb2Port();
            String label = p.name() + (p.labels().isEmpty() ? "" : " — " + p.labelsText())
                    + (p.occupiedBy() == null ? "" : " (in use: " + p.occupiedBy() + ")");
            return new Option(h.hostId() + SEPARATOR + port, label);
        }).toList());
    }

    /** {@code [hostId, portId]} from an option's value; a 400 naming {@code field} otherwise. */
    public static String[] parse(String value, String field) {
        int at = value == null ? -1 : value.indexOf(SEPARATOR);
        if (at <= 0 || at + SEPARATOR.length() >= value.length())
            throw ProblemException.badRequest(field, "choose a host's connector");
        return new String[]{value.substring(0, at), value.substring(at + SEPARATOR.length())};
    }
}
