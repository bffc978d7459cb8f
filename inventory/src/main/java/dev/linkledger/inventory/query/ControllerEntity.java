package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;

@Entity
@Table(name = "controller")
@IdClass(ControllerEntity.Key.class)
public class ControllerEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Id
    @Column(name = "controller_id")
    public String controllerId;
    @Column(name = "pci_address")
    public String pciAddress;
    @Column(name = "vendor_id")
    public String vendorId;
    @Column(name = "device_id")
    public String deviceId;
    @Column(name = "pci_class")
    public String pciClass;
    public String name;
    /** Comma-separated bus numbers. */
    public String buses;
    public boolean inferred;
    @Embedded
    public EventStamp seen;

    public List<Integer> busList() {
        if (buses == null || buses.isBlank()) return List.of();
        return Arrays.stream(buses.split(",")).map(String::trim).map(Integer::valueOf).toList();
    }

    public record Key(String hostId, String controllerId) implements Serializable {
    }
}
