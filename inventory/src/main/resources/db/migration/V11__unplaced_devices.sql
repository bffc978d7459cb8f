-- Devices a paste shows without their port path (a whole lsusb -v): known by bus and device number
-- until a later observation places them. Kept whole as the observation stated them (jsonb): nothing
-- reads them by column, and the device row they become when placed has its typed columns.
CREATE TABLE unplaced_device (
    host_id              VARCHAR(63)  NOT NULL REFERENCES host (host_id),
    bus                  INTEGER      NOT NULL,
    devnum               INTEGER      NOT NULL,
    device               JSONB        NOT NULL,
    connected_event      VARCHAR(64)  NOT NULL,
    connected_event_type VARCHAR(64)  NOT NULL,
    connected_at         TIMESTAMPTZ  NOT NULL,
    event_id             VARCHAR(64)  NOT NULL,
    event_type           VARCHAR(64)  NOT NULL,
    event_at             TIMESTAMPTZ  NOT NULL,
    PRIMARY KEY (host_id, bus, devnum)
);

-- A connection's history row opens before its path is known; it gets the path when the device is located.
ALTER TABLE device_connection ALTER COLUMN path DROP NOT NULL;
