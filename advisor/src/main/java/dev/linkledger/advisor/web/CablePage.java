package dev.linkledger.advisor.web;

import dev.linkledger.inventory.auth.Roles;
import jakarta.annotation.security.RolesAllowed;
import dev.linkledger.advisor.web.verdict.CableVerdicts;
import dev.linkledger.advisor.web.verdict.Verdict;
import dev.linkledger.inventory.query.CableView;
import dev.linkledger.inventory.rest.CableRequests;
import dev.linkledger.inventory.rest.CableResource;
import dev.linkledger.inventory.rest.ProblemException;
import io.quarkus.qute.TemplateInstance;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.List;

/**
 * The cable drawer: every cable with its rating, what links measured and every test; register
 * one; "test this cable": attach it to a connector, plug it in, and the card shows the verdict
 * once the probe has reported the link. Writes go through the cable API's resource.
 */
@Path(Links.PREFIX + "/cables")
@Produces(MediaType.TEXT_HTML)
// Pages read and write under the API's rules: anyone who may read the API reads them; changes are the admin's.
@RolesAllowed(Roles.READER)
public class CablePage {
    @Inject
    CableResource cables;
    @Inject
    ConnectorChoice connectors;
    @Inject
    CableVerdicts verdicts;

    record cables(List<CableView> cables, List<ConnectorChoice.Group> connectors, String added) implements TemplateInstance {
    }

    record drawer(List<CableView> cables, List<ConnectorChoice.Group> connectors, String added) implements TemplateInstance {
    }

    /**
     * A cable's card; {@code testsBefore} set while a test started there awaits the probe's report
     * (how many tests the cable had then: a new one, with the verdict counting it, ends the wait).
     */
    record card(CableView c, List<ConnectorChoice.Group> connectors, Integer testsBefore) implements TemplateInstance {
        public String pollUrl() {
            return Links.PREFIX + "/cables/" + Links.enc(c.id()) + "/card?testsBefore=" + testsBefore;
        }
    }

    record why(CableView c, Verdict verdict) implements TemplateInstance {
    }

    @GET
    public TemplateInstance page() {
        return new cables(cables.list(null), connectors.all(), null);
    }

    @POST
    @RolesAllowed(Roles.ADMIN)
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public TemplateInstance register(@FormParam("label") String label, @FormParam("connectors") String ends,
                                     @FormParam("lengthCm") String lengthCm, @FormParam("rating") String rating,
                                     @FormParam("notes") String notes) {
        var created = cables.register(new CableRequests.Registration(label, ends, length(lengthCm), blank(rating), blank(notes)));
        String id = ((CableView) created.getEntity()).id();
        return new drawer(cables.list(null), connectors.all(), id);
    }

    @GET
    @Path("/{cableId}/card")
    public TemplateInstance card(@PathParam("cableId") String cableId, @QueryParam("testsBefore") Integer testsBefore) {
        CableView c = cables.get(cableId);
        // A new test is in, and so is the verdict recomputed after it (it may follow the test by a moment).
        boolean verdict = testsBefore != null && c.tests().size() > testsBefore && c.verdictTests() >= c.tests().size();
        return new card(c, connectors.all(), testsBefore == null || verdict ? null : testsBefore);
    }

    /** The cable's verdict: what holds its links, what was eliminated and why, what remains, and the facts. */
    @GET
    @Path("/{cableId}/why")
    public TemplateInstance why(@PathParam("cableId") String cableId) {
        return new why(cables.get(cableId), verdicts.of(cableId));
    }

    @POST
    @RolesAllowed(Roles.ADMIN)
    @Path("/{cableId}/tests")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public TemplateInstance test(@PathParam("cableId") String cableId, @FormParam("connector") String connector) {
        String[] where = ConnectorChoice.parse(connector, "connector");
        CableView c = cables.get(cableId);
        // Testing it elsewhere means moving it: unplug it from where it was first.
        if (c.attachment() != null && !(c.attachment().hostId().equals(where[0]) && c.attachment().portIds().contains(where[1]))) {
            cables.detach(cableId);
        }
        int testsBefore = c.tests().size();
        if (c.attachment() == null || !c.attachment().hostId().equals(where[0]) || !c.attachment().portIds().contains(where[1])) {
            cables.attach(cableId, new CableRequests.Attachment(where[0], where[1], null));
        }
        return new card(cables.get(cableId), connectors.all(), testsBefore);
    }

    private static Integer length(String text) {
        if (text == null || text.isBlank()) return null;
        try {
            int cm = Integer.parseInt(text.strip());
            if (cm <= 0) throw ProblemException.badRequest("lengthCm", "the length is a positive number of centimetres");
            return cm;
        } catch (NumberFormatException e) {
            throw ProblemException.badRequest("lengthCm", "'" + text + "' is not a number of centimetres");
        }
    }

    private static String blank(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
