package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.ObservedInterface;
import dev.linkledger.probe.usb.CapabilitySource;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.AttributeOverride;
import jakarta.persistence.AttributeOverrides;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.List;

/**
 * A device connected now. Its negotiated link, its capability and its bound drivers can each be
 * established by a different event, so each keeps its own stamp for the evidence trail.
 */
@Entity
@Table(name = "device")
@IdClass(DeviceEntity.Key.class)
public class DeviceEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Id
    public String path;
    public int bus;
    public Integer devnum;
    @Column(name = "parent_path")
    public String parentPath;
    @Column(name = "port_id")
    public String portId;
    /** Mb/s as the kernel writes it; exact, so 1.5 stays 1.5. */
    @Column(name = "speed_mbps")
    public BigDecimal speedMbps;
    @Column(name = "rx_lanes")
    public Integer rxLanes;
    @Column(name = "tx_lanes")
    public Integer txLanes;
    @Column(name = "bcd_usb")
    public String bcdUsb;
    @Column(name = "vendor_id")
    public String vendorId;
    @Column(name = "product_id")
    public String productId;
    @Column(name = "bcd_device")
    public String bcdDevice;
    @Column(name = "device_class")
    public String deviceClass;
    public String manufacturer;
    public String product;
    public String serial;
    @Column(name = "max_child")
    public Integer maxChild;
    public String removable;
    @Column(name = "capability_mbps")
    public Integer capabilityMbps;
    @Column(name = "capability_lanes")
    public Integer capabilityLanes;
    @Column(name = "capability_source")
    @Convert(converter = CapabilitySourceColumn.class)
    public CapabilitySource capabilitySource;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public List<ObservedInterface> interfaces;

    @Embedded
    @AttributeOverrides({
            @AttributeOverride(name = "id", column = @Column(name = "connected_event")),
            @AttributeOverride(name = "type", column = @Column(name = "connected_event_type")),
            @AttributeOverride(name = "at", column = @Column(name = "connected_at"))})
    public EventStamp connected;

    @Embedded
    @AttributeOverrides({
            @AttributeOverride(name = "id", column = @Column(name = "speed_event")),
            @AttributeOverride(name = "type", column = @Column(name = "speed_event_type")),
            @AttributeOverride(name = "at", column = @Column(name = "speed_at"))})
    public EventStamp speedSet;

    @Embedded
    @AttributeOverrides({
            @AttributeOverride(name = "id", column = @Column(name = "capability_event")),
            @AttributeOverride(name = "type", column = @Column(name = "capability_event_type")),
            @AttributeOverride(name = "at", column = @Column(name = "capability_at"))})
    public EventStamp capabilitySet;

    @Embedded
    @AttributeOverrides({
            @AttributeOverride(name = "id", column = @Column(name = "drivers_event")),
            @AttributeOverride(name = "type", column = @Column(name = "drivers_event_type")),
            @AttributeOverride(name = "at", column = @Column(name = "drivers_at"))})
    public EventStamp driversSet;

    public record Key(String hostId, String path) implements Serializable {
    }
}
