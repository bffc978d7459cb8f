-- Cables, enclosures, people's port labels and measured port limits (CableProjection,
-- EnclosureProjection, TopologyProjection), and the working state of LinkVerdicts, the
-- processor that judges links through attached cables. All rebuilt from events on replay.

ALTER TABLE port
    ADD COLUMN labels               JSONB,
    ADD COLUMN measured_limit_mbps  INTEGER,
    ADD COLUMN measured_cable       VARCHAR(64),
    ADD COLUMN measured_event       VARCHAR(64);

CREATE TABLE cable (
    cable_id              VARCHAR(64)  PRIMARY KEY,
    label                 VARCHAR(200) NOT NULL,
    connectors            VARCHAR(40)  NOT NULL,
    length_cm             INTEGER,
    rating                VARCHAR(100) NOT NULL,
    rated_mode            VARCHAR(16)  NOT NULL,
    notes                 TEXT,
    registered_event      VARCHAR(64)  NOT NULL,
    registered_at         TIMESTAMPTZ  NOT NULL,
    retired               BOOLEAN      NOT NULL,
    retired_reason        TEXT,
    attached_host         VARCHAR(63),
    attached_ports        VARCHAR(140),
    attached_device_path  VARCHAR(64),
    attached_at           TIMESTAMPTZ,
    -- what links proved: the most it carried, the least it was held to, and the class that gives
    proven_mbps           INTEGER,
    limit_mbps            INTEGER,
    capability            VARCHAR(16)  NOT NULL,
    -- what its e-marker declares, apart from what was measured
    declared              JSONB,
    declared_event        VARCHAR(64)
);
CREATE INDEX ix_cable_capability ON cable (capability);

CREATE TABLE cable_test (
    event_id      VARCHAR(64)  PRIMARY KEY,
    cable_id      VARCHAR(64)  NOT NULL REFERENCES cable (cable_id),
    measured_at   TIMESTAMPTZ  NOT NULL,
    verdict       VARCHAR(20)  NOT NULL,
    mbps          INTEGER      NOT NULL,
    summary       VARCHAR(200) NOT NULL,
    evidence      JSONB        NOT NULL
);
CREATE INDEX ix_cable_test_cable ON cable_test (cable_id, measured_at);

CREATE TABLE enclosure (
    enclosure_id        VARCHAR(64)  PRIMARY KEY,
    label               VARCHAR(200) NOT NULL,
    bridge              VARCHAR(100) NOT NULL,
    bridge_vid_pid      VARCHAR(9),
    bridge_name         VARCHAR(200),
    bridge_upstream     VARCHAR(16),
    medium_kind         VARCHAR(8)   NOT NULL,
    pcie_generation     INTEGER,
    pcie_lanes          INTEGER,
    sd_class            VARCHAR(8),
    rated_medium_mbps   INTEGER,
    usb_vendor_id       VARCHAR(4),
    usb_product_id      VARCHAR(4),
    usb_serial          VARCHAR(255),
    registered_event    VARCHAR(64)  NOT NULL,
    registered_at       TIMESTAMPTZ  NOT NULL
);

CREATE TABLE link_verdicts_cable (
    cable_id        VARCHAR(64)  PRIMARY KEY,
    host_id         VARCHAR(63),
    port_ids        VARCHAR(140),
    root_hub_mbps   INTEGER,
    proven_mbps     INTEGER
);

CREATE TABLE link_verdicts_port (
    host_id      VARCHAR(63)  NOT NULL,
    port_id      VARCHAR(64)  NOT NULL,
    limit_mbps   INTEGER      NOT NULL,
    PRIMARY KEY (host_id, port_id)
);
