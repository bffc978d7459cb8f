package dev.linkledger.advisor.web.lab;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** When a host's probe was last heard: the advisor's own table (V180). */
@Entity
@Table(name = "probe_contact")
public class ProbeContactEntity extends PanacheEntityBase {
    @Id
    @Column(name = "host_id")
    public String hostId;
    @Column(name = "last_heard")
    public Instant lastHeard;
}
