package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.io.Serializable;
import java.time.Instant;
import java.util.List;

@Entity
@Table(name = "port")
@IdClass(PortEntity.Key.class)
public class PortEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Id
    @Column(name = "port_id")
    public String portId;
    public int bus;
    @Column(name = "hub_path")
    public String hubPath;
    public int number;
    public String peer;
    @Column(name = "connect_type")
    public String connectType;
    public String location;
    public String connector;
    @Column(name = "over_current_count")
    public Integer overCurrentCount;
    public String state;
    /** What people call the connector ("front USB-C"). */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public List<String> labels;
    /** A limit links proved on the connector itself, below what its root hub says. */
    @Column(name = "measured_limit_mbps")
    public Integer measuredLimitMbps;
    @Column(name = "measured_cable")
    public String measuredCable;
    @Column(name = "measured_event")
    public String measuredEvent;
    @Column(name = "measured_at")
    public Instant measuredAt;
    @Embedded
    public EventStamp seen;

    public record Key(String hostId, String portId) implements Serializable {
    }
}
