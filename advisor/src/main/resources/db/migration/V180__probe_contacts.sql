-- When each host's probe was last heard (web/lab/ProbeContacts): an unchanged re-scan records no
-- event, so the event store cannot tell a quiet host from a quiet probe. Written at most every 30 s.
CREATE TABLE probe_contact (
    host_id     VARCHAR(63)  PRIMARY KEY,
    last_heard  TIMESTAMPTZ  NOT NULL
);
