package dev.linkledger.advisor.advice;

import dev.linkledger.advisor.engine.FindingView;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.time.Instant;

@Entity
@Table(name = "finding")
public class FindingEntity extends PanacheEntityBase {
    public static final String OPEN = "open";
    public static final String RESOLVED = "resolved";

    @Id
    @Column(name = "finding_id")
    public String findingId;
    @Column(name = "host_id")
    public String hostId;
    @Column(name = "condition_key")
    public String conditionKey;
    public String rule;
    public String severity;
    public String status;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public FindingView body;
    @Column(name = "issued_event")
    public String issuedEvent;
    @Column(name = "issued_at")
    public Instant issuedAt;
    @Column(name = "trigger_event")
    public String triggerEvent;
    @Column(name = "trigger_event_type")
    public String triggerEventType;
    @Column(name = "resolved_event")
    public String resolvedEvent;
    @Column(name = "resolved_at")
    public Instant resolvedAt;
    @Column(name = "resolved_by_event")
    public String resolvedByEvent;
    @Column(name = "resolved_by_type")
    public String resolvedByType;
}
