package dev.linkledger.inventory.query;

import dev.linkledger.inventory.api.Suspicion;
import dev.linkledger.probe.observation.ObservedCable;
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
import java.util.List;

/** A cable as its events left it: printed rating, where it is plugged, what links proved, what it declares. */
@Entity
@Table(name = "cable")
public class CableEntity extends PanacheEntityBase {
    @Id
    @Column(name = "cable_id")
    public String cableId;
    public String label;
    public String connectors;
    @Column(name = "length_cm")
    public Integer lengthCm;
    public String rating;
    @Column(name = "rated_mode")
    public String ratedMode;
    public String notes;
    @Column(name = "registered_event")
    public String registeredEvent;
    @Column(name = "registered_at")
    public Instant registeredAt;
    public boolean retired;
    @Column(name = "retired_reason")
    public String retiredReason;
    @Column(name = "attached_host")
    public String attachedHost;
    /**
     * The kernel port names of the connector, its USB 2.0 half first. An array, not a
     * {@code List<String>}: Hibernate keeps one binding per Java type, and PortEntity's labels are a
     * {@code List<String>} bound as jsonb, so whichever entity it met first decided how this column
     * was bound ("attached_ports is of type text[] but expression is of type jsonb").
     */
    @Column(name = "attached_ports", columnDefinition = "text[]")
    public String[] attachedPorts;
    @Column(name = "attached_device_path")
    public String attachedDevicePath;
    @Column(name = "attached_at")
    public Instant attachedAt;
    @Column(name = "proven_mbps")
    public Integer provenMbps;
    @Column(name = "limit_mbps")
    public Integer limitMbps;
    @Enumerated(EnumType.STRING)
    public CableCapability capability;
    /** The links below both ends this cable is suspected for, with their connectors (the standing verdict). */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public List<Suspicion> suspicions;
    /** The standing verdict in words. */
    @Column(name = "verdict_summary")
    public String verdictSummary;
    /** How many of the cable's tests its verdict counts: all of them once the verdict after the newest is in. */
    @Column(name = "verdict_tests")
    public Integer verdictTests;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public ObservedCable declared;
    @Column(name = "declared_event")
    public String declaredEvent;
}
