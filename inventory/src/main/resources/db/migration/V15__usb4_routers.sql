-- USB4/Thunderbolt routers as the Host aggregate last saw them (Usb4LinkSeenEvent), one row per
-- router and host; a router no later observation shows is deleted (Usb4RouterGoneEvent). Rates are
-- Gb/s per lane as the kernel and boltctl print them; strings are text like the other projections (V10).

CREATE TABLE usb4_router (
    host_id         VARCHAR(63)  NOT NULL REFERENCES host (host_id),
    name            TEXT         NOT NULL,
    uuid            TEXT,
    parent          TEXT,
    domain          TEXT,
    host_router     BOOLEAN,
    generation      INTEGER,
    vendor_name     TEXT,
    device_name     TEXT,
    rx_lane_gbps    NUMERIC,
    rx_lanes        INTEGER,
    tx_lane_gbps    NUMERIC,
    tx_lanes        INTEGER,
    links           TEXT[],
    status          TEXT,
    policy          TEXT,
    security        TEXT,
    boot_acl_used   INTEGER,
    boot_acl_slots  INTEGER,
    event_id        VARCHAR(64)  NOT NULL,
    event_type      VARCHAR(64)  NOT NULL,
    event_at        TIMESTAMPTZ  NOT NULL,
    PRIMARY KEY (host_id, name)
);
