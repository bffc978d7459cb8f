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

@Entity
@Table(name = "bus")
@IdClass(BusEntity.Key.class)
public class BusEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Id
    public int bus;
    /** Mb/s as the kernel writes it (480, 10000): exact, so 1.5 stays 1.5. */
    @Column(name = "speed_mbps")
    public BigDecimal speedMbps;
    public Integer lanes;
    @Column(name = "port_count")
    public Integer portCount;
    public String driver;
    @Column(name = "controller_id")
    public String controllerId;
    @Embedded
    public EventStamp seen;

    public record Key(String hostId, int bus) implements Serializable {
    }
}
