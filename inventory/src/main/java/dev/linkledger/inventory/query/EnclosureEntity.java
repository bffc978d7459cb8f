package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import dev.linkledger.inventory.api.MediumInterface;
import jakarta.persistence.Column;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

@Entity
@Table(name = "enclosure")
public class EnclosureEntity extends PanacheEntityBase {
    @Id
    @Column(name = "enclosure_id")
    public String enclosureId;
    public String label;
    public String bridge;
    @Column(name = "bridge_vid_pid")
    public String bridgeVidPid;
    @Column(name = "bridge_name")
    public String bridgeName;
    @Column(name = "bridge_upstream")
    public String bridgeUpstream;
    @Enumerated(EnumType.STRING)
    @Column(name = "medium_kind")
    public MediumInterface mediumKind;
    @Column(name = "pcie_generation")
    public Integer pcieGeneration;
    @Column(name = "pcie_lanes")
    public Integer pcieLanes;
    @Column(name = "sd_class")
    public String sdClass;
    @Column(name = "rated_medium_mbps")
    public Integer ratedMediumMBps;
    @Column(name = "usb_vendor_id")
    public String usbVendorId;
    @Column(name = "usb_product_id")
    public String usbProductId;
    @Column(name = "usb_serial")
    public String usbSerial;
    @Column(name = "registered_event")
    public String registeredEvent;
    @Column(name = "registered_at")
    public Instant registeredAt;
}
