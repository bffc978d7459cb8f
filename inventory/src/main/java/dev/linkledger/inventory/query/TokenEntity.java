package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import dev.linkledger.inventory.api.TokenKind;
import jakarta.persistence.Column;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

@Entity
@Table(name = "access_token")
public class TokenEntity extends PanacheEntityBase {
    @Id
    @Column(name = "token_id")
    public String tokenId;
    @Enumerated(EnumType.STRING)
    @Column(name = "kind")
    public TokenKind kind;
    /** The probe's host; null for a reader token. */
    @Column(name = "host_id")
    public String hostId;
    @Column(name = "secret_sha256")
    public String secretSha256;
    @Column(name = "issued_event")
    public String issuedEvent;
    @Column(name = "issued_at")
    public Instant issuedAt;
    @Column(name = "revoked_event")
    public String revokedEvent;
    @Column(name = "revoked_at")
    public Instant revokedAt;
}
