package dev.linkledger.inventory.command;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.util.Arrays;
import java.util.List;

/** {@link LinkVerdicts}' own view of a cable: where it is plugged and the verdict it last recorded on it. */
@Entity
@Table(name = "link_verdicts_cable")
public class WatchedCableEntity extends PanacheEntityBase {
    @Id
    @Column(name = "cable_id")
    public String cableId;
    @Column(name = "host_id")
    public String hostId;
    @Column(name = "port_ids")
    public String portIds;
    @Column(name = "root_hub_mbps")
    public Integer rootHubMbps;
    /** The last recorded verdict, as {@link Verdicts#fingerprint}: a new one is recorded only when it differs. */
    public String verdict;

    public List<String> ports() {
        return portIds == null ? List.of() : Arrays.asList(portIds.split(","));
    }

    static WatchedCableEntity on(String hostId, String portId) {
        return WatchedCableEntity.<WatchedCableEntity>find("hostId = ?1 and (portIds = ?2 or portIds like ?3 or portIds like ?4)",
                hostId, portId, portId + ",%", "%," + portId).firstResult();
    }
}
