package dev.linkledger.inventory.auth;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.credential.TokenCredential;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.security.identity.request.TokenAuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Set;

/**
 * Reads {@code Authorization: Bearer <token>}. Without the header the caller is anonymous, or,
 * where the service allows anonymous reads, a stand-in identity that may only read. What each
 * identity may call is on the resources ({@code @RolesAllowed}, {@code @PermissionsAllowed}).
 */
@ApplicationScoped
public class BearerAuthMechanism implements HttpAuthenticationMechanism {
    static final String SCHEME = "Bearer ";
    static final String INVALID_TOKEN = "the Bearer token is unknown or revoked (send 'Authorization: Bearer <token>')";
    static final String CHALLENGE = "Bearer realm=\"linkledger\"";

    @ConfigProperty(name = "linkledger.auth.anonymous-reads", defaultValue = "false")
    boolean anonymousReads;

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identities) {
        String header = context.request().getHeader(HttpHeaders.AUTHORIZATION);
        if (header == null || header.isBlank())
            return anonymousReads ? Uni.createFrom().item(TokenIdentities.anonymousReader()) : Uni.createFrom().nullItem();
        String secret = bearer(header);
        if (secret == null) return Uni.createFrom().failure(new AuthenticationFailedException(INVALID_TOKEN));
        return identities.authenticate(new TokenAuthenticationRequest(new TokenCredential(secret, "bearer")));
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        return Uni.createFrom().item(new ChallengeData(401, HttpHeaders.WWW_AUTHENTICATE, CHALLENGE));
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(TokenAuthenticationRequest.class);
    }

    private static String bearer(String header) {
        if (header.length() <= SCHEME.length() || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) return null;
        String secret = header.substring(SCHEME.length()).strip();
        return secret.isEmpty() ? null : secret;
    }
}
