-- Issue 19: a write's evaluation asks, for each present device, for the fastest link it ever had
-- (PastLinks): by serial on any host. Without an index on the serial that was a sequential scan of
-- the whole connection history per write, a cost that grew with the lab's history (the churn bench
-- adds 10 rows per observation). The index answers "the fastest connection of this device" from
-- its first entries (speed, then time, descending: the order of ConnectionQueries.fastestWithSerials).
CREATE INDEX ix_device_connection_identity ON device_connection (serial, vendor_id, product_id, speed_mbps DESC, connected_at DESC);
