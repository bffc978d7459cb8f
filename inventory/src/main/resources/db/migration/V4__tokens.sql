-- Probe tokens (TokenProjection): one row per issued token, rebuilt from AccessToken's events on
-- replay. Only the SHA-256 of each secret is kept; the secret itself is shown once, at issue.

CREATE TABLE access_token (
    token_id       VARCHAR(64)  PRIMARY KEY,
    host_id        VARCHAR(63)  NOT NULL,
    secret_sha256  CHAR(64)     NOT NULL UNIQUE,
    issued_event   VARCHAR(64)  NOT NULL,
    issued_at      TIMESTAMPTZ  NOT NULL,
    revoked_event  VARCHAR(64),
    revoked_at     TIMESTAMPTZ
);

CREATE INDEX access_token_host ON access_token (host_id);
