package dev.linkledger.inventory.command;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

import java.io.Serializable;

/** {@link LinkVerdicts}' record of the limit it last recorded on a connector (no row: none). */
@Entity
@Table(name = "link_verdicts_connector")
@IdClass(WatchedConnectorEntity.Key.class)
public class WatchedConnectorEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    /** Sorted, comma-joined kernel port names. */
    @Id
    @Column(name = "port_ids")
    public String portIds;
    @Column(name = "limit_mbps")
    public int limitMbps;

    public record Key(String hostId, String portIds) implements Serializable {
    }
}
