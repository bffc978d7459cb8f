package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.IssueTokenCommand;
import dev.linkledger.inventory.api.RevokeTokenCommand;
import dev.linkledger.inventory.api.TokenKind;
import dev.linkledger.inventory.auth.Roles;
import dev.linkledger.inventory.auth.TokenSecrets;
import dev.linkledger.inventory.query.TokenQueries;
import dev.linkledger.inventory.query.TokenView;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.net.URI;
import java.util.List;
import java.util.UUID;

/**
 * Probe tokens, each bound to one host, and reader tokens, which may only read; issued and
 * revoked with the admin token only.
 */
@RolesAllowed(Roles.ADMIN)
@Path("/api/tokens")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Tokens")
public class TokenResource {
    @Inject
    CommandSender commands;
    @Inject
    TokenQueries tokens;

    /** {@code kind}: "probe" (the default; needs {@code hostId}) or "reader" (no host). */
    public record Issue(String hostId, String kind) {
    }

    /** The only answer that ever carries the secret. */
    public record Issued(String id, String token, TokenKind kind, String hostId) {
    }

    @POST
    @Operation(summary = "Issue a probe token for one host, or a reader token",
            description = "Answers 201 with the token; it is shown only here (the service keeps its SHA-256). "
                    + "A probe token ({\"hostId\": ...}) may POST observations, imports and measurements for that "
                    + "host, and read; a reader token ({\"kind\": \"reader\"}) may only read.")
    @APIResponse(responseCode = "201", description = "Issued: the token's id and its secret, shown this once")
    public Response issue(Issue body) {
        if (body == null) throw ProblemException.badRequest(null, "a JSON body {\"hostId\": ...} or {\"kind\": \"reader\"} is required");
        TokenKind kind = kind(body.kind());
        String hostId = null;
        if (kind == TokenKind.PROBE) hostId = HostIds.valid(body.hostId());
        else if (body.hostId() != null) throw ProblemException.badRequest("hostId", "a reader token is not bound to a host; leave hostId out");
        String id = UUID.randomUUID().toString();
        String secret = TokenSecrets.generate(kind == TokenKind.READER ? TokenSecrets.READER_PREFIX : TokenSecrets.PROBE_PREFIX);
        commands.byPerson(id, new IssueTokenCommand(id, kind, hostId, TokenSecrets.sha256Hex(secret)));
        return Response.created(URI.create("/api/tokens/" + id)).entity(new Issued(id, secret, kind, hostId)).build();
    }

    private static TokenKind kind(String kind) {
        if (kind == null || kind.equals("probe")) return TokenKind.PROBE;
        if (kind.equals("reader")) return TokenKind.READER;
        throw ProblemException.badRequest("kind", "kind is 'probe' (with hostId) or 'reader'");
    }

    @GET
    @Operation(summary = "List issued tokens (never their secrets), revoked ones with revokedAt")
    public List<TokenView> list() {
        return tokens.list();
    }

    @GET
    @Path("/{tokenId}")
    @Operation(summary = "One token (without its secret)")
    public TokenView get(@PathParam("tokenId") String tokenId) {
        return found(tokenId);
    }

    @DELETE
    @Path("/{tokenId}")
    @Operation(summary = "Revoke a token: requests with it get 401 from now on (repeating the DELETE is harmless)")
    @APIResponse(responseCode = "204", description = "Revoked: the token now answers 401")
    public Response revoke(@PathParam("tokenId") String tokenId) {
        found(tokenId);
        commands.byPerson(tokenId, new RevokeTokenCommand(tokenId));
        return Response.noContent().build();
    }

    private TokenView found(String tokenId) {
        return tokens.get(tokenId).orElseThrow(() -> ProblemException.notFound("no token '" + tokenId + "'"));
    }
}
