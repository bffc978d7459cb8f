-- Read model of each host's current USB topology, rebuilt from events by TopologyProjection.
-- Every row keeps the id and time of the event(s) that established it: findings cite them.

CREATE TABLE host (
    host_id            VARCHAR(63)  PRIMARY KEY,
    hostname           VARCHAR(255),
    registered_at      TIMESTAMPTZ  NOT NULL,
    registered_event   VARCHAR(64)  NOT NULL,
    last_observed_at   TIMESTAMPTZ
);

CREATE TABLE controller (
    host_id        VARCHAR(63)  NOT NULL REFERENCES host (host_id),
    controller_id  VARCHAR(64)  NOT NULL,
    pci_address    VARCHAR(32),
    vendor_id      VARCHAR(8),
    device_id      VARCHAR(8),
    pci_class      VARCHAR(16),
    name           VARCHAR(255),
    buses          VARCHAR(255) NOT NULL,
    inferred       BOOLEAN      NOT NULL,
    event_id       VARCHAR(64)  NOT NULL,
    event_type     VARCHAR(64)  NOT NULL,
    event_at       TIMESTAMPTZ  NOT NULL,
    PRIMARY KEY (host_id, controller_id)
);

CREATE TABLE bus (
    host_id        VARCHAR(63)  NOT NULL REFERENCES host (host_id),
    bus            INTEGER      NOT NULL,
    speed_mbps     VARCHAR(16),
    lanes          INTEGER,
    port_count     INTEGER,
    driver         VARCHAR(64),
    controller_id  VARCHAR(64),
    event_id       VARCHAR(64)  NOT NULL,
    event_type     VARCHAR(64)  NOT NULL,
    event_at       TIMESTAMPTZ  NOT NULL,
    PRIMARY KEY (host_id, bus)
);

CREATE TABLE port (
    host_id            VARCHAR(63)  NOT NULL REFERENCES host (host_id),
    port_id            VARCHAR(64)  NOT NULL,
    bus                INTEGER      NOT NULL,
    hub_path           VARCHAR(64),
    number             INTEGER      NOT NULL,
    peer               VARCHAR(64),
    connect_type       VARCHAR(32),
    location           VARCHAR(64),
    connector          VARCHAR(64),
    over_current_count INTEGER,
    state              VARCHAR(32),
    event_id           VARCHAR(64)  NOT NULL,
    event_type         VARCHAR(64)  NOT NULL,
    event_at           TIMESTAMPTZ  NOT NULL,
    PRIMARY KEY (host_id, port_id)
);

CREATE TABLE device (
    host_id             VARCHAR(63)  NOT NULL REFERENCES host (host_id),
    path                VARCHAR(64)  NOT NULL,
    bus                 INTEGER      NOT NULL,
    devnum              INTEGER,
    parent_path         VARCHAR(64),
    port_id             VARCHAR(64),
    speed_mbps          VARCHAR(16),
    rx_lanes            INTEGER,
    tx_lanes            INTEGER,
    bcd_usb             VARCHAR(8),
    vendor_id           VARCHAR(8),
    product_id          VARCHAR(8),
    bcd_device          VARCHAR(8),
    device_class        VARCHAR(4),
    manufacturer        VARCHAR(255),
    product             VARCHAR(255),
    serial              VARCHAR(255),
    max_child           INTEGER,
    removable           VARCHAR(16),
    capability_mbps     INTEGER,
    capability_lanes    INTEGER,
    capability_source   VARCHAR(32),
    interfaces          JSONB,
    connected_event     VARCHAR(64)  NOT NULL,
    connected_event_type VARCHAR(64) NOT NULL,
    connected_at        TIMESTAMPTZ  NOT NULL,
    speed_event         VARCHAR(64)  NOT NULL,
    speed_event_type    VARCHAR(64)  NOT NULL,
    speed_at            TIMESTAMPTZ  NOT NULL,
    capability_event    VARCHAR(64)  NOT NULL,
    capability_event_type VARCHAR(64) NOT NULL,
    capability_at       TIMESTAMPTZ  NOT NULL,
    drivers_event       VARCHAR(64)  NOT NULL,
    drivers_event_type  VARCHAR(64)  NOT NULL,
    drivers_at          TIMESTAMPTZ  NOT NULL,
    PRIMARY KEY (host_id, path)
);

CREATE TABLE device_connection (
    id                  BIGSERIAL    PRIMARY KEY,
    host_id             VARCHAR(63)  NOT NULL REFERENCES host (host_id),
    path                VARCHAR(64)  NOT NULL,
    devnum              INTEGER,
    vendor_id           VARCHAR(8),
    product_id          VARCHAR(8),
    serial              VARCHAR(255),
    speed_mbps          VARCHAR(16),
    connected_event     VARCHAR(64)  NOT NULL,
    connected_at        TIMESTAMPTZ  NOT NULL,
    disconnected_event  VARCHAR(64),
    disconnected_at     TIMESTAMPTZ
);
CREATE INDEX ix_device_connection_host_path ON device_connection (host_id, path);
