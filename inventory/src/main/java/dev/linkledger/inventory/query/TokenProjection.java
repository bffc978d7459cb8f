package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.TokenIssuedEvent;
import dev.linkledger.inventory.api.TokenRevokedEvent;
import dev.linkledger.inventory.axon.InlineProjection;
import jakarta.inject.Singleton;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;
import org.axonframework.eventhandling.Timestamp;
import org.axonframework.messaging.annotation.MessageIdentifier;

import java.time.Instant;

/** The tokens requests are checked against. */
@Singleton
@ProcessingGroup(TokenProjection.GROUP)
public class TokenProjection implements InlineProjection {
    public static final String GROUP = InlineProjection.LAB_VIEWS;

    @EventHandler
    void on(TokenIssuedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        TokenEntity t = new TokenEntity();
        t.tokenId = e.tokenId();
        t.kind = e.kindOrProbe();
        t.hostId = e.hostId();
        t.secretSha256 = e.secretSha256();
        t.issuedEvent = eventId;
        t.issuedAt = at;
        t.persist();
    }

    @EventHandler
    void on(TokenRevokedEvent e, @MessageIdentifier String eventId, @Timestamp Instant at) {
        TokenEntity t = TokenEntity.findById(e.tokenId());
        if (t == null || t.revokedAt != null) return;
        t.revokedEvent = eventId;
        t.revokedAt = at;
    }

    @ResetHandler
    void reset() {
        TokenEntity.deleteAll();
    }
}
