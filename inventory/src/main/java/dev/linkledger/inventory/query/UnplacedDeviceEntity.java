package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.ObservedDevice;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.AttributeOverride;
import jakarta.persistence.AttributeOverrides;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.io.Serializable;

/**
 * A device connected now whose port path no observation showed yet, by bus and device number.
 * {@code connected} is the event that first stated it (its connection's history row is keyed by
 * it); {@code seen} the one that last stated its facts.
 */
@Entity
@Table(name = "unplaced_device")
@IdClass(UnplacedDeviceEntity.Key.class)
public class UnplacedDeviceEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Id
    public int bus;
    @Id
    public int devnum;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public ObservedDevice device;

    @Embedded
    @AttributeOverrides({
            @AttributeOverride(name = "id", column = @Column(name = "connected_event")),
            @AttributeOverride(name = "type", column = @Column(name = "connected_event_type")),
            @AttributeOverride(name = "at", column = @Column(name = "connected_at"))})
    public EventStamp connected;

    @Embedded
    public EventStamp seen;

    public record Key(String hostId, int bus, int devnum) implements Serializable {
    }
}
