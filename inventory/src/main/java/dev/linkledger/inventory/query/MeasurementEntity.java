package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;
import dev.linkledger.rules.link.LinkMode;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

import java.math.BigDecimal;
import java.time.Instant;

@Entity
@Table(name = "measurement")
public class MeasurementEntity extends PanacheEntityBase {
    @Id
    @Column(name = "measurement_id")
    public String measurementId;
    @Column(name = "host_id")
    public String hostId;
    @Column(name = "device_path")
    public String devicePath;
    @Column(name = "port_id")
    public String portId;
    @Column(name = "cable_id")
    public String cableId;
    @Column(name = "started_at")
    public Instant startedAt;
    @Convert(converter = MeasurementStatusColumn.class)
    public MeasurementStatus status;
    public String engine;
    public boolean direct;
    public String pattern;
    @Column(name = "block_size")
    public int blockSize;
    public int iodepth;
    public double mbps;
    @Column(name = "link_speed_mbps")
    public BigDecimal linkSpeedMbps;
    @Column(name = "link_lanes")
    public Integer linkLanes;
    @Column(name = "link_driver")
    public String linkDriver;
    @Enumerated(EnumType.STRING)
    @Column(name = "link_mode")
    public LinkMode linkMode;
    @Column(name = "ceiling_mbps")
    public Integer ceilingMBps;
    @Column(name = "efficiency_percent")
    public Integer efficiencyPercent;
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    public Measurement body;
    @Column(name = "event_id")
    public String eventId;
    @Column(name = "event_at")
    public Instant eventAt;
}
