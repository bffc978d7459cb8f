package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

import java.io.Serializable;
import java.math.BigDecimal;

/** A USB4/Thunderbolt router as last seen (V15). */
@Entity
@Table(name = "usb4_router")
@IdClass(Usb4RouterEntity.Key.class)
public class Usb4RouterEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Id
    public String name;
    public String uuid;
    public String parent;
    public String domain;
    @Column(name = "host_router")
    public Boolean hostRouter;
    public Integer generation;
    @Column(name = "vendor_name")
    public String vendorName;
    @Column(name = "device_name")
    public String deviceName;
    @Column(name = "rx_lane_gbps")
    public BigDecimal rxLaneGbps;
    @Column(name = "rx_lanes")
    public Integer rxLanes;
    @Column(name = "tx_lane_gbps")
    public BigDecimal txLaneGbps;
    @Column(name = "tx_lanes")
    public Integer txLanes;
    /** {@code usb4_portN/link} values in port order; an array as CableEntity's ports are, for the same reason. */
    @Column(name = "links", columnDefinition = "text[]")
    public String[] links;
    public String status;
    public String policy;
    public String security;
    @Column(name = "boot_acl_used")
    public Integer bootAclUsed;
    @Column(name = "boot_acl_slots")
    public Integer bootAclSlots;
    @Embedded
    public EventStamp seen;

    public record Key(String hostId, String name) implements Serializable {
    }
}
