package dev.linkledger.advisor.web;

import dev.linkledger.inventory.api.Medium;
import dev.linkledger.inventory.api.MediumInterface;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.query.HostRecord;
import jakarta.annotation.security.RolesAllowed;
import dev.linkledger.advisor.plan.PlanRequest;
import dev.linkledger.advisor.plan.PlanVerdict;
import dev.linkledger.advisor.rest.PlanResource;
import dev.linkledger.inventory.query.TopologyQueries;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;

import java.util.ArrayList;
import java.util.List;

/**
 * Ask before buying: a form for the items (named like the API's fields, {@code items[0].rating},
 * so its 400s point at the right box), and the answer with ceilings and findings.
 */
@Path(Links.PREFIX + "/plans")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class PlanPage {
    /** How many item rows the form offers; empty rows are left out. */
    static final int ROWS = 2;

    @Inject
    PlanResource plans;
    @Inject
    TopologyQueries topology;

    record plans(List<String> hosts, String host, List<Integer> rows) implements TemplateInstance {
    }

    record verdict(PlanVerdict v, String href) implements TemplateInstance {
    }

    record plan(PlanVerdict v, String href) implements TemplateInstance {
    }

    @GET
    public TemplateInstance form(@QueryParam("host") String host) {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) rows.add(i);
        return new plans(topology.hosts().stream().map(HostRecord::hostId).toList(), host, rows);
    }

    @POST
    @RolesAllowed(Roles.ADMIN)
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public TemplateInstance check(MultivaluedMap<String, String> form) {
        List<PlanRequest.Item> items = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            String p = "items[" + i + "].";
            String kind = value(form, p + "kind");
            if (kind == null) continue;
            items.add(new PlanRequest.Item(kind, value(form, p + "rating"), null, null, value(form, p + "bridge"),
                    medium(value(form, p + "medium")), value(form, p + "portId")));
        }
        PlanVerdict v = (PlanVerdict) plans.check(new PlanRequest(value(form, "hostId"), items)).getEntity();
        return new verdict(v, Links.plan(v.id()));
    }

    @GET
    @Path("/{planId}")
    public TemplateInstance plan(@PathParam("planId") String planId) {
        return new plan(plans.get(planId), Links.plan(planId));
    }

    private static String value(MultivaluedMap<String, String> form, String name) {
        String v = form.getFirst(name);
        return v == null || v.isBlank() ? null : v.strip();
    }

    /** The form's choices ("NVMe", "SD UHS-I") in the API's shape of a medium, as an enclosure has it. */
    static Medium medium(String choice) {
        if (choice == null) return null;
        String[] words = choice.trim().split("\\s+", 2);
        MediumInterface kind;
        try {
            kind = MediumInterface.valueOf(words[0].toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
        return new Medium(kind, null, null, words.length > 1 ? words[1] : null);
    }
}
