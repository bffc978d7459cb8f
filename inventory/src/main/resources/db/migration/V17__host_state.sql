-- Where each host's inline views stand (issue 19). views_through: the host's last event sequence its
-- view rows show, advanced by the write that appends the events (HostViews) only from the sequence
-- just before them; NULL or behind means the host-catch-up processor rebuilds the host from its
-- events. content_digest: the digest of the observation content last accepted (conditional re-scan).
--
-- An upgrade needs no step of its own: every host starts without a row here, so the writes skip
-- its rows and the new host-catch-up processor, whose first start finds no token, reads every
-- host event and rebuilds each host from its stream once, replacing its rows.
CREATE TABLE host_state (
    host_id          VARCHAR(63)  PRIMARY KEY,
    views_through    BIGINT,
    advice_through   BIGINT,
    content_digest   TEXT
);
