package dev.linkledger.advisor.web;

import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.HostRecord;
import jakarta.annotation.security.RolesAllowed;
import dev.linkledger.advisor.plan.PortSuitability;
import dev.linkledger.advisor.rest.HostPortResource;
import dev.linkledger.inventory.query.EnclosureQueries;
import dev.linkledger.inventory.query.EnclosureView;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.inventory.rest.HostResource;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Which port suits an enclosure (or a link mode): the host's connectors ranked, with reasons. */
@Path(Links.PREFIX + "/ports")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class PortPage {
    /** A link mode offered beside registered enclosures ({@code suits=mode:10000}), in Mb/s as the kernel reports them. */
    public record Mode(String value, String label) {
        static Mode of(int mbps) {
            return new Mode("mode:" + mbps, "a " + mbps + "M device");
        }
    }

    static final List<Mode> MODES = List.of(Mode.of(5000), Mode.of(10000), Mode.of(20000));

    @Inject
    HostPortResource ports;
    @Inject
    HostResource hostResource;
    @Inject
    TopologyQueries topology;
    @Inject
    EnclosureQueries enclosures;

    /** A connector of the host with its place in the ranking (null: not ranked). */
    public record RankedConnector(ConnectorPair pair, Integer rank, Integer expectedMBps) {
    }

    record ports(List<String> hosts, String host, List<EnclosureView> enclosures, List<Mode> modes, String suits,
                 List<PortSuitability.PortView> ranked, List<ControllerBlock> controllers,
                 List<RankedConnector> connectors, Map<String, Integer> ranks) implements TemplateInstance {
    }

    private TopologyView topologyOf(String hostId) {
        return hostResource.topology(hostId, null);
    }

    @GET
    public TemplateInstance page(@QueryParam("host") String host, @QueryParam("suits") String suits) {
        List<String> hosts = topology.hosts().stream().map(HostRecord::hostId).toList();
        String chosen = host == null && hosts.size() == 1 ? hosts.get(0) : host;
        if (chosen == null || suits == null || suits.isBlank())
            return new ports(hosts, chosen, enclosures.list(), MODES, suits, null, List.of(), List.of(), Map.of());
        List<PortSuitability.PortView> ranked = ports.list(chosen, suits);
        // Both kernel halves of a connector carry its rank, so the tree can mark whichever one a device uses.
        Map<String, Integer> ranks = new HashMap<>();
        Map<String, Integer> expected = new HashMap<>();
        for (PortSuitability.PortView p : ranked) {
            ranks.put(p.portId(), p.rank());
            if (p.peer() != null) ranks.put(p.peer(), p.rank());
            if (p.expectedMBps() != null) expected.put(p.portId(), p.expectedMBps());
        }
        HostTree tree = HostTree.of(topologyOf(chosen));
        List<RankedConnector> connectors = tree.connectors().stream().map(c -> {
            String key = c.superSpeedPort() != null && ranks.containsKey(c.superSpeedPort()) ? c.superSpeedPort() : c.usb2Port();
            return new RankedConnector(c, key == null ? null : ranks.get(key), key == null ? null : expected.get(key));
        }).toList();
        return new ports(hosts, chosen, enclosures.list(), MODES, suits, ranked, tree.controllers(), connectors, ranks);
    }
}
