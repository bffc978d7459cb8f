package dev.linkledger.inventory.auth;

import dev.linkledger.inventory.api.TokenKind;
import dev.linkledger.inventory.query.TokenQueries;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.inject.Inject;

import java.util.Optional;

/** Who a Bearer secret belongs to, as a security identity with its roles. */
@ApplicationScoped
public class TokenIdentities {
    @Inject
    AdminToken admin;
    @Inject
    TokenQueries tokens;

    /** Empty for an unknown or revoked secret. Runs on a worker thread (it reads the database). */
    @ActivateRequestContext
    public Optional<SecurityIdentity> identify(String secret) {
        if (admin.matches(secret)) return Optional.of(identity("admin").addRole(Roles.ADMIN).build());
        // Looking up by the hash of a 256-bit secret leaks nothing through timing: the hash is not the secret.
        return tokens.active(TokenSecrets.sha256Hex(secret)).map(t -> {
            QuarkusSecurityIdentity.Builder b = identity("token:" + t.id());
            if (t.kind() == TokenKind.READER) return b.build();
            return b.addRole(Roles.PROBE_OF_HOST).addAttribute(Roles.HOST_ID, t.hostId()).build();
        });
    }

    /** Stands in for a caller without a token where the service allows anonymous reads. */
    static SecurityIdentity anonymousReader() {
        return identity("anonymous").addAttribute(Roles.ANONYMOUS, Boolean.TRUE).build();
    }

    private static QuarkusSecurityIdentity.Builder identity(String name) {
        return QuarkusSecurityIdentity.builder().setPrincipal(new QuarkusPrincipal(name)).addRole(Roles.READER);
    }
}
