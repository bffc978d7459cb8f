package dev.linkledger.advisor.web.budget;

import dev.linkledger.advisor.facts.FactProjector;
import dev.linkledger.advisor.web.Links;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.TopologyQueries;
import dev.linkledger.inventory.rest.HostIds;
import io.quarkus.qute.TemplateInstance;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/**
 * The host page's budget part ({@code BudgetPart/budgets.html}), fetched by the host page when it
 * loads and again when the host's views change: per controller, the periodic bus time its devices
 * reserve, drawn from the same facts the rules judge.
 */
@Path(Links.PREFIX + "/hosts/{hostId}/budgets")
@Produces(MediaType.TEXT_HTML)
@RolesAllowed(Roles.READER)
public class BudgetPart {
    @Inject
    FactProjector facts;
    @Inject
    TopologyQueries queries;

    record budgets(BudgetBars bars) implements TemplateInstance {
    }

    @GET
    public TemplateInstance get(@PathParam("hostId") String hostId) {
        String host = HostIds.known(hostId);
        return new budgets(BudgetBars.of(host, queries.controllers(host), facts.factsFor(host).all()));
    }
}
