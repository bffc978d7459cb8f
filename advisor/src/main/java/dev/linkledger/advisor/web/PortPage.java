package dev.linkledger.advisor.web;

import dev.linkledger.advisor.plan.PortSuitability;
import dev.linkledger.advisor.rest.HostPortResource;
import dev.linkledger.inventory.query.EnclosureQueries;
import dev.linkledger.inventory.query.EnclosureView;
import dev.linkledger.inventory.query.TopologyQueries;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.List;

/** Which port suits an enclosure (or a link mode): the host's connectors ranked, with reasons. */
@Path(Links.PREFIX + "/ports")
@Produces(MediaType.TEXT_HTML)
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
    TopologyQueries topology;
    @Inject
    EnclosureQueries enclosures;

    record ports(List<String> hosts, String host, List<EnclosureView> enclosures, List<Mode> modes, String suits,
                 List<PortSuitability.PortView> ranked) implements TemplateInstance {
    }

    @GET
    public TemplateInstance page(@QueryParam("host") String host, @QueryParam("suits") String suits) {
        List<String> hosts = topology.hosts().stream().map(h -> h.hostId).toList();
        String chosen = host == null && hosts.size() == 1 ? hosts.get(0) : host;
        List<PortSuitability.PortView> ranked = chosen == null || suits == null || suits.isBlank()
                ? null : ports.list(chosen, suits);
        return new ports(hosts, chosen, enclosures.list(), MODES, suits, ranked);
    }
}
