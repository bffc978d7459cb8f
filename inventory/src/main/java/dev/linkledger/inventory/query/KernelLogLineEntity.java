package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** One kernel log line on record for a host, keyed by the event that recorded it. */
@Entity
@Table(name = "kernel_log_line")
public class KernelLogLineEntity extends PanacheEntityBase {
    @Id
    @Column(name = "event_id")
    public String eventId;
    @Column(name = "host_id")
    public String hostId;
    @Column(name = "observation_id")
    public String observationId;
    @Column(name = "observed_at")
    public Instant observedAt;
    @Column(name = "device_path")
    public String devicePath;
    public String kind;
    public String text;
    /** The line's place in its observation; null for lines recorded before it was kept. */
    public Integer line;
    @Column(name = "event_at")
    public Instant eventAt;
}
