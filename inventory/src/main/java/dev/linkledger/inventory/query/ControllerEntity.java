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
    /** Its root hubs' bus numbers, in the probe's order. */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(columnDefinition = "integer[]")
    public List<Integer> buses;
    public boolean inferred;
    @Embedded
    public EventStamp seen;

    public record Key(String hostId, String controllerId) implements Serializable {
    }
}
