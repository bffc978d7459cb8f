package dev.linkledger.inventory.query;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

@Entity
@Table(name = "host")
public class HostEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    public String hostname;
    @Column(name = "registered_at")
    public Instant registeredAt;
    @Column(name = "registered_event")
    public String registeredEvent;
    @Column(name = "last_observed_at")
    public Instant lastObservedAt;
}
