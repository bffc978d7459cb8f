package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.CableVerdict;
import dev.linkledger.inventory.api.LinkEvidence;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.time.Instant;

/** One verdict on a cable, keyed by the event that recorded it, with its evidence. */
@Entity
@Table(name = "cable_test")
public class CableTestEntity extends PanacheEntityBase {
    @Id
    @Column(name = "event_id")
    public String eventId;
    @Column(name = "cable_id")
    public String cableId;
    @Column(name = "measured_at")
    public Instant measuredAt;
    @Enumerated(EnumType.STRING)
    public CableVerdict verdict;
    public int mbps;
    public String summary;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public LinkEvidence evidence;
}
