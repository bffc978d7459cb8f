package dev.linkledger.inventory.auth;

import dev.linkledger.inventory.query.TokenQueries;
import dev.linkledger.inventory.rest.Problem;
import dev.linkledger.inventory.rest.ProblemMappers;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * The one place requests under {@code /api} and to the page are authenticated and authorised (see
 * {@link AccessPolicy}). It runs after routing, on the worker thread, so the token lookup may
 * use the database; {@code /q/*} (health, OpenAPI, Swagger UI) is never guarded.
 */
public class BearerAuthFilter {
    private static final String SCHEME = "Bearer ";

    @Inject
    AdminToken admin;
    @Inject
    TokenQueries tokens;
    @ConfigProperty(name = "linkledger.auth.anonymous-reads", defaultValue = "false")
    boolean anonymousReads;

    @ServerRequestFilter(priority = Priorities.AUTHENTICATION)
    public Response authorize(ContainerRequestContext request) {
        String path = request.getUriInfo().getRequestUri().getRawPath();
        if (!AccessPolicy.guarded(path)) return null;
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        Caller caller = null;
        if (header != null && !header.isBlank()) {
            String secret = bearer(header);
            caller = secret == null ? null : identify(secret);
            if (caller == null) return unauthorized("invalid_token",
                    "the Bearer token is unknown or revoked (send 'Authorization: Bearer <token>')");
        }
        return switch (AccessPolicy.decide(request.getMethod(), path, caller, anonymousReads)) {
            case ALLOW -> null;
            case UNAUTHENTICATED -> unauthorized(null, "this request needs 'Authorization: Bearer <token>' "
                    + "(the admin token, or a probe token from POST /api/tokens)");
            case FORBIDDEN -> ProblemMappers.respond(Problem.of(403, "Forbidden", "a probe token for host '"
                    + ((Caller.Probe) caller).hostId() + "' may only POST that host's observations, imports and "
                    + "measurements; use the admin token for anything else", null));
        };
    }

    private Caller identify(String secret) {
        if (admin.matches(secret)) return new Caller.Admin();
        // Looking up by the hash of a 256-bit secret leaks nothing through timing: the hash is not the secret.
        String hash = TokenSecrets.sha256Hex(secret);
        return tokens.active(hash).<Caller>map(t -> new Caller.Probe(t.id(), t.hostId())).orElse(null);
    }

    private static String bearer(String header) {
        if (header.length() <= SCHEME.length() || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) return null;
        return header.substring(SCHEME.length()).strip();
    }

    private static Response unauthorized(String error, String detail) {
        String challenge = error == null ? "Bearer realm=\"linkledger\"" : "Bearer realm=\"linkledger\", error=\"" + error + "\"";
        return Response.fromResponse(ProblemMappers.respond(Problem.of(401, "Unauthorized", detail, "Authorization")))
                .header(HttpHeaders.WWW_AUTHENTICATE, challenge).build();
    }
}
