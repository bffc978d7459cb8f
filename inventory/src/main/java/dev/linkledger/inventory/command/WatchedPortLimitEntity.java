package dev.linkledger.inventory.command;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

import java.io.Serializable;

/** {@link LinkVerdicts}' own record of a limit measured on a connector's port. */
@Entity
@Table(name = "link_verdicts_port")
@IdClass(WatchedPortLimitEntity.Key.class)
public class WatchedPortLimitEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Id
    @Column(name = "port_id")
    public String portId;
    @Column(name = "limit_mbps")
    public int limitMbps;

    public record Key(String hostId, String portId) implements Serializable {
    }
}
