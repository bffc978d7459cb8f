package dev.linkledger.inventory.command;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;

import java.io.Serializable;
import java.util.List;

/**
 * {@link LinkVerdicts}' own view of a device linked directly on a root port, fed by the same
 * ordered stream as its verdicts, so a cable attached to a connector with a live link counts that
 * link also on a replay (the topology projection may be ahead or behind).
 */
@Entity
@Table(name = "link_verdicts_link")
@IdClass(LiveLinkEntity.Key.class)
public class LiveLinkEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Id
    public String path;
    @Column(name = "port_id")
    public String portId;
    /** The event that showed the link at its current speed. */
    @Column(name = "event_id")
    public String eventId;
    @Column(name = "event_type")
    public String eventType;
    @Column(name = "speed_mbps")
    public Integer speedMbps;
    @Column(name = "capability_mbps")
    public Integer capabilityMbps;
    @Column(name = "capability_source")
    public String capabilitySource;
    @Column(name = "capability_event")
    public String capabilityEvent;

    public record Key(String hostId, String path) implements Serializable {
    }

    static List<LiveLinkEntity> on(String hostId, List<String> portIds) {
        return LiveLinkEntity.<LiveLinkEntity>list("hostId = ?1 and portId in ?2", hostId, portIds).stream()
                .sorted(java.util.Comparator.comparing(l -> l.path)).toList();
    }
}
