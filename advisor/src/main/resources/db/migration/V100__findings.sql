-- Findings as issued and resolved over time (FindingProjection). The body is the finding as the
-- rules produced it, evidence included, so the history shows exactly what was said then.
CREATE TABLE finding (
    finding_id          VARCHAR(64)  PRIMARY KEY,
    host_id             VARCHAR(63)  NOT NULL,
    condition_key       VARCHAR(64)  NOT NULL,
    rule                VARCHAR(64)  NOT NULL,
    severity            VARCHAR(16)  NOT NULL,
    status              VARCHAR(16)  NOT NULL,
    body                JSONB        NOT NULL,
    issued_event        VARCHAR(64)  NOT NULL,
    issued_at           TIMESTAMPTZ  NOT NULL,
    trigger_event       VARCHAR(64),
    trigger_event_type  VARCHAR(64),
    resolved_event      VARCHAR(64),
    resolved_at         TIMESTAMPTZ,
    resolved_by_event   VARCHAR(64),
    resolved_by_type    VARCHAR(64)
);
CREATE INDEX ix_finding_host_status ON finding (host_id, status);
