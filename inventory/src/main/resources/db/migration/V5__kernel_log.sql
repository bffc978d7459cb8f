-- Kernel log lines about USB devices, as the Host aggregate recorded them (KernelLogLineRecordedEvent),
-- and the time of the event that measured a port's limit (its id alone is not an EventRef).

CREATE TABLE kernel_log_line (
    event_id        VARCHAR(64)   PRIMARY KEY,
    host_id         VARCHAR(63)   NOT NULL REFERENCES host (host_id),
    observation_id  VARCHAR(255),
    observed_at     TIMESTAMPTZ   NOT NULL,
    device_path     VARCHAR(64),
    kind            VARCHAR(32)   NOT NULL,
    text            TEXT          NOT NULL,
    event_at        TIMESTAMPTZ   NOT NULL
);

CREATE INDEX kernel_log_line_host ON kernel_log_line (host_id, device_path);

ALTER TABLE port ADD COLUMN measured_at TIMESTAMPTZ;
