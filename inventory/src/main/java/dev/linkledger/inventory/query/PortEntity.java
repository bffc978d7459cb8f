package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

import java.io.Serializable;

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
    @Embedded
    public EventStamp seen;

    public record Key(String hostId, String portId) implements Serializable {
    }
}
