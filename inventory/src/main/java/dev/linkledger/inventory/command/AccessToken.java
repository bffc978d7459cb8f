package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.CommandRejectedException;
import dev.linkledger.inventory.api.HostId;
import dev.linkledger.inventory.api.IssueTokenCommand;
import dev.linkledger.inventory.api.RevokeTokenCommand;
import dev.linkledger.inventory.api.TokenIssuedEvent;
import dev.linkledger.inventory.api.TokenKind;
import dev.linkledger.inventory.api.TokenRevokedEvent;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;

import java.util.regex.Pattern;

import static org.axonframework.modelling.command.AggregateLifecycle.apply;

/** A credential: a probe's for one host, or a reader's for none; revoked once and for good. */
public class AccessToken {
    private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");

    @AggregateIdentifier
    private String tokenId;
    private String hostId;
    private boolean revoked;

    protected AccessToken() {
        // Axon sources the aggregate from its events.
    }

    @CommandHandler
    public AccessToken(IssueTokenCommand c) {
        if (c.kind() == null) throw CommandRejectedException.invalid("kind", "a token is of kind PROBE or READER");
        if (c.kind() == TokenKind.READER) {
            if (c.hostId() != null) throw CommandRejectedException.invalid("hostId", "a reader token is not bound to a host");
        } else {
            String problem = HostId.problem(c.hostId());
            if (problem != null) throw CommandRejectedException.invalid("hostId", problem);
        }
        if (c.secretSha256() == null || !SHA256_HEX.matcher(c.secretSha256()).matches())
            throw CommandRejectedException.invalid("secretSha256", "a token is stored as the hex SHA-256 of its secret");
        apply(new TokenIssuedEvent(c.tokenId(), c.hostId(), c.secretSha256(), c.kind()));
    }

    /** Revoking a revoked token changes nothing (a repeated DELETE is not an error). */
    @CommandHandler
    public boolean handle(RevokeTokenCommand c) {
        if (revoked) return false;
        apply(new TokenRevokedEvent(tokenId, hostId));
        return true;
    }

    @EventSourcingHandler
    void on(TokenIssuedEvent e) {
        tokenId = e.tokenId();
        hostId = e.hostId();
    }

    @EventSourcingHandler
    void on(TokenRevokedEvent e) {
        revoked = true;
    }
}
