package dev.linkledger.inventory.auth;

import dev.linkledger.inventory.rest.Problem;
import dev.linkledger.inventory.rest.ProblemMappers;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The security checks' refusals as problem+json: 401 with a Bearer challenge when a token is
 * missing or not known, 403 saying what the token may do when it may not do this.
 */
public class SecurityProblems {
    static final String NEEDS_TOKEN = "this request needs 'Authorization: Bearer <token>' "
            + "(the admin token, or a probe or reader token from POST /api/tokens)";

    @Inject
    SecurityIdentity identity;

    @ServerExceptionMapper
    public Response unauthorized(UnauthorizedException e) {
        return unauthorized(null, NEEDS_TOKEN);
    }

    @ServerExceptionMapper
    public Response authenticationFailed(AuthenticationFailedException e) {
        return unauthorized("invalid_token", BearerAuthMechanism.INVALID_TOKEN);
    }

    @ServerExceptionMapper
    public Response forbidden(ForbiddenException e) {
        // Anonymous reads let a caller without a token read; anything more needs one: 401, not 403.
        if (identity.isAnonymous() || identity.getAttribute(Roles.ANONYMOUS) != null) return unauthorized(null, NEEDS_TOKEN);
        String host = identity.getAttribute(Roles.HOST_ID);
        String detail = host != null
                ? "a probe token for host '" + host + "' may only POST that host's observations, imports and "
                + "measurements, and read; use the admin token for anything else"
                : "a reader token may only read; use the admin token for anything else";
        return ProblemMappers.respond(Problem.of(403, "Forbidden", detail, null));
    }

    private static Response unauthorized(String error, String detail) {
        String challenge = error == null ? BearerAuthMechanism.CHALLENGE
                : BearerAuthMechanism.CHALLENGE + ", error=\"" + error + "\"";
        return Response.fromResponse(ProblemMappers.respond(Problem.of(401, "Unauthorized", detail, "Authorization")))
                .header(HttpHeaders.WWW_AUTHENTICATE, challenge).build();
    }
}
