-- A connection is established by exactly one DeviceConnectedEvent, so that event's id is its natural key.
-- Keyed by it, the projection finds a device's open connection by primary key (the device row keeps the
-- id as connected_event) instead of a bulk update per disconnect, and inserts batch without an identity
-- round trip per row. The surrogate id was never exposed.
ALTER TABLE device_connection DROP CONSTRAINT device_connection_pkey;
ALTER TABLE device_connection DROP COLUMN id;
ALTER TABLE device_connection ADD PRIMARY KEY (connected_event);
