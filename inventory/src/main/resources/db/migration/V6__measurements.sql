-- Throughput measurements tied to the link they ran over (MeasurementProjection). Ceiling and
-- efficiency are the practical goodput of that link in decimal MB/s, as judged when recorded.
CREATE TABLE measurement (
    measurement_id     VARCHAR(64)  PRIMARY KEY,
    host_id            VARCHAR(63)  NOT NULL,
    device_path        VARCHAR(64),
    port_id            VARCHAR(64),
    cable_id           VARCHAR(64),
    started_at         TIMESTAMPTZ  NOT NULL,
    status             VARCHAR(16)  NOT NULL,
    engine             VARCHAR(32)  NOT NULL,
    direct             BOOLEAN      NOT NULL,
    pattern            VARCHAR(16),
    block_size         INTEGER      NOT NULL,
    iodepth            INTEGER      NOT NULL,
    mbps               DOUBLE PRECISION NOT NULL,
    link_speed_mbps    VARCHAR(16),
    link_lanes         INTEGER,
    link_driver        VARCHAR(32),
    link_mode          VARCHAR(32),
    ceiling_mbps       INTEGER,
    efficiency_percent INTEGER,
    body               JSONB        NOT NULL,
    event_id           VARCHAR(64)  NOT NULL,
    event_at           TIMESTAMPTZ  NOT NULL
);
CREATE INDEX ix_measurement_host ON measurement (host_id, started_at);
CREATE INDEX ix_measurement_cable ON measurement (cable_id);
