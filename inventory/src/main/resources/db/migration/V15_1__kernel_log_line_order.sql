-- Where a kernel log line stood in the observation that recorded it (KernelLogLineRecordedEvent.line),
-- so the advisor reads a host's log as a timeline in the order it was logged: the events of one
-- observation share their time to the millisecond. Null for lines recorded before it was kept.
-- (Numbered 15.1 so that another branch's V15 beside it does not collide.)

ALTER TABLE kernel_log_line ADD COLUMN line INTEGER;
