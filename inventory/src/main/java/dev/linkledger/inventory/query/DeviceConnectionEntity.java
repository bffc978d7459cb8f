package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.math.BigDecimal;
import java.time.Instant;

/** One connection of a device at a path, from connect to disconnect: the host's history. */
@Entity
@Table(name = "device_connection")
public class DeviceConnectionEntity extends PanacheEntityBase {
    @Column(name = "host_id")
    public String hostId;
    public String path;
    public Integer devnum;
    @Column(name = "vendor_id")
    public String vendorId;
    @Column(name = "product_id")
    public String productId;
    public String serial;
    @Column(name = "speed_mbps")
    public BigDecimal speedMbps;
    /** The DeviceConnectedEvent that opened this connection: one row per such event. */
    @Id
    @Column(name = "connected_event")
    public String connectedEvent;
    @Column(name = "connected_at")
    public Instant connectedAt;
    @Column(name = "disconnected_event")
    public String disconnectedEvent;
    @Column(name = "disconnected_at")
    public Instant disconnectedAt;
}
