package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.LinkEvidence;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.io.Serializable;
import java.util.Arrays;

/** {@link LinkVerdicts}' record of one test, from which every verdict is recomputed. */
@Entity
@Table(name = "link_verdicts_test")
@IdClass(RecordedTestEntity.Key.class)
public class RecordedTestEntity extends PanacheEntityBase {
    @Id
    @Column(name = "cable_id")
    public String cableId;
    @Id
    @Column(name = "link_event_id")
    public String linkEventId;
    @Column(name = "host_id")
    public String hostId;
    /** The connector's kernel port names, sorted and comma-joined: a key, like the cable's attachment. */
    @Column(name = "port_ids")
    public String portIds;
    @Column(name = "negotiated_mbps")
    public int negotiatedMbps;
    @Column(name = "both_ends_mbps")
    public Integer bothEndsMbps;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public LinkEvidence evidence;

    public record Key(String cableId, String linkEventId) implements Serializable {
    }

    static RecordedTestEntity of(LinkTest t) {
        RecordedTestEntity e = new RecordedTestEntity();
        e.cableId = t.cableId();
        e.linkEventId = t.linkEventId();
        e.hostId = t.hostId();
        e.portIds = t.connector().ports();
        e.negotiatedMbps = t.negotiatedMbps();
        e.bothEndsMbps = t.bothEndsMbps();
        e.evidence = t.evidence();
        return e;
    }

    LinkTest test() {
        return new LinkTest(cableId, hostId, Arrays.asList(portIds.split(",")), linkEventId, negotiatedMbps, bothEndsMbps,
                evidence);
    }
}
