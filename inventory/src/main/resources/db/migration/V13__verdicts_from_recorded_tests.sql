-- Verdicts on cables and connectors are recomputed from every recorded test (issue 10, section 4):
-- the link-verdicts processor keeps the live root-port links (so attaching a cable counts the link
-- already up), the tests themselves, and the last verdict it recorded on each cable and connector.
-- Its tables are its own and rebuilt on a replay, like every projection's.
DROP TABLE link_verdicts_port;
TRUNCATE link_verdicts_cable;
ALTER TABLE link_verdicts_cable DROP COLUMN proven_mbps;
ALTER TABLE link_verdicts_cable ADD COLUMN verdict text;

CREATE TABLE link_verdicts_link (
    host_id            VARCHAR(63)  NOT NULL,
    path               VARCHAR(64)  NOT NULL,
    port_id            text,
    event_id           text,
    event_type         text,
    speed_mbps         INTEGER,
    capability_mbps    INTEGER,
    capability_source  text,
    capability_event   text,
    PRIMARY KEY (host_id, path)
);
CREATE INDEX link_verdicts_link_port ON link_verdicts_link (host_id, port_id);

CREATE TABLE link_verdicts_test (
    cable_id         VARCHAR(64)  NOT NULL,
    link_event_id    VARCHAR(64)  NOT NULL,
    host_id          text         NOT NULL,
    port_ids         text         NOT NULL,
    negotiated_mbps  INTEGER      NOT NULL,
    both_ends_mbps   INTEGER,
    evidence         jsonb,
    PRIMARY KEY (cable_id, link_event_id)
);

CREATE TABLE link_verdicts_connector (
    host_id     VARCHAR(63)  NOT NULL,
    port_ids    VARCHAR(200) NOT NULL,
    limit_mbps  INTEGER      NOT NULL,
    PRIMARY KEY (host_id, port_ids)
);

-- The cable's standing verdict: the links below both ends it is suspected for, with the connector.
ALTER TABLE cable ADD COLUMN suspicions jsonb;
ALTER TABLE cable ADD COLUMN verdict_summary text;
ALTER TABLE cable ADD COLUMN verdict_tests integer;
