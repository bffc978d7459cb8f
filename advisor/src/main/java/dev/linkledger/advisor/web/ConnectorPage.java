package dev.linkledger.advisor.web;

import dev.linkledger.advisor.rest.SpeedHistoryResource;
import dev.linkledger.advisor.web.history.HistoryPlot;
import dev.linkledger.advisor.web.history.SpeedHistory;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.CableQueries;
import dev.linkledger.inventory.query.CableRecord;
import dev.linkledger.inventory.query.TopologyView;
import dev.linkledger.inventory.rest.HostResource;
import dev.linkledger.inventory.rest.ProblemException;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import java.time.Instant;
import java.util.List;

/**
 * One connector (its USB 2.0 and SuperSpeed halves): its labels, what is plugged in, the registered
 * cable on it, the limit tests measured, and the negotiated speed of whatever was on it over time.
 */
@Path(Links.PREFIX + "/hosts/{hostId}/connectors/{portId}")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class ConnectorPage {
    @Inject
    HostResource hosts;
    @Inject
    SpeedHistoryResource histories;
    @Inject
    CableQueries cables;

    record connector(String hostId, String hostHref, ConnectorPair pair, CableRecord cable, SpeedHistory speeds,
                     String speedPlot) implements TemplateInstance {
    }

    @GET
    public TemplateInstance page(@PathParam("hostId") String hostId, @PathParam("portId") String portId) {
        TopologyView topology = hosts.topology(hostId, null);
        ConnectorPair pair = HostTree.of(topology).connectors().stream()
                .filter(c -> portId.equals(c.usb2Port()) || portId.equals(c.superSpeedPort())).findFirst()
                .orElseThrow(() -> ProblemException.notFound("host '" + hostId + "' has no root connector " + portId));
        SpeedHistory speeds = histories.connector(hostId, portId);
        List<String> ports = java.util.stream.Stream.of(pair.usb2Port(), pair.superSpeedPort()).filter(java.util.Objects::nonNull).toList();
        return new connector(topology.hostId(), Links.host(topology.hostId()), pair,
                cables.attachedTo(topology.hostId(), ports).orElse(null), speeds, HistoryPlot.json(speeds, Instant.now()));
    }
}
