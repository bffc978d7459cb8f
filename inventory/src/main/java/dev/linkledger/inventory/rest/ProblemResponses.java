package dev.linkledger.inventory.rest;

import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;

import java.util.Map;

/**
 * Documents the problem answers every operation can give, from the same rules that produce them
 * rather than an annotation per method: 401 without a valid token, 403 when the token may not do
 * it (a probe token writing another host, or touching tokens), 400 for input that cannot be used,
 * 404 for an unknown id in the path, 409 for a write that conflicts with the recorded state.
 */
public class ProblemResponses implements OASFilter {
    private static final String SCHEMA = "#/components/schemas/Problem";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null) openAPI.setComponents(OASFactory.createComponents());
        openAPI.getComponents().addSchema("Problem", problemSchema());
        if (openAPI.getPaths() == null) return;
        for (Map.Entry<String, PathItem> path : openAPI.getPaths().getPathItems().entrySet()) {
            if (!path.getKey().startsWith("/api")) continue;
            for (Map.Entry<PathItem.HttpMethod, Operation> op : path.getValue().getOperations().entrySet()) {
                document(path.getKey(), op.getKey(), op.getValue());
            }
        }
    }

    private static void document(String path, PathItem.HttpMethod method, Operation op) {
        if (op.getResponses() == null) op.setResponses(OASFactory.createAPIResponses());
        APIResponses r = op.getResponses();
        boolean writes = method != PathItem.HttpMethod.GET && method != PathItem.HttpMethod.HEAD;
        boolean input = op.getRequestBody() != null || (op.getParameters() != null && !op.getParameters().isEmpty());
        if (input) add(r, "400", "The input cannot be used; the problem names the field or line, and nothing was recorded");
        add(r, "401", "No token, or an unknown or revoked one (WWW-Authenticate: Bearer); reads need none where anonymous reads are on");
        if (writes || path.startsWith("/api/tokens") || path.startsWith("/api/admin")) {
            add(r, "403", "The token may not do this: a probe token writes only its own host and never manages tokens");
        }
        if (path.contains("{")) add(r, "404", "Nothing is recorded under the id in the path");
        if (writes) add(r, "409", "The write conflicts with what is recorded (e.g. a retired cable) or with a concurrent write; retry");
    }

    /** Adds the problem answer, or its body to one declared without (SmallRye adds a bare 400 for @Valid bodies). */
    private static void add(APIResponses responses, String code, String description) {
        var problem = OASFactory.createContent().addMediaType(Problem.MEDIA_TYPE,
                OASFactory.createMediaType().schema(OASFactory.createSchema().ref(SCHEMA)));
        var existing = responses.getAPIResponse(code);
        if (existing == null) {
            responses.addAPIResponse(code, OASFactory.createAPIResponse().description(description).content(problem));
        } else if (existing.getContent() == null) {
            existing.content(problem);
        }
    }

    private static Schema problemSchema() {
        Schema string = OASFactory.createSchema().addType(Schema.SchemaType.STRING);
        return OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .description("RFC 9457 problem detail; field names the offending input, errors lists several")
                .addProperty("type", string).addProperty("title", string)
                .addProperty("status", OASFactory.createSchema().addType(Schema.SchemaType.INTEGER))
                .addProperty("detail", string).addProperty("field", string)
                .addProperty("errors", OASFactory.createSchema().addType(Schema.SchemaType.ARRAY));
    }
}
