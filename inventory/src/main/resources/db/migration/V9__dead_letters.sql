-- Axon's dead-letter queue (JdbcSequencedDeadLetterQueue) for the projections: an event a
-- projection could not take, with its error, kept until an admin retries it. Columns follow
-- Axon's GenericDeadLetterTableFactory, in this store's snake_case; the error is text because a
-- database error quoting the offending row can be longer than Axon's 1023 characters.
CREATE TABLE dead_letter_entry (
    dead_letter_id       VARCHAR(255) NOT NULL PRIMARY KEY,
    processing_group     VARCHAR(255) NOT NULL,
    sequence_identifier  VARCHAR(255) NOT NULL,
    sequence_index       BIGINT       NOT NULL,
    message_type         VARCHAR(255) NOT NULL,
    event_identifier     VARCHAR(255) NOT NULL,
    time_stamp           VARCHAR(255) NOT NULL,
    payload_type         VARCHAR(255) NOT NULL,
    payload_revision     VARCHAR(255),
    payload              BYTEA        NOT NULL,
    meta_data            BYTEA,
    aggregate_type       VARCHAR(255),
    aggregate_identifier VARCHAR(255),
    sequence_number      BIGINT,
    token_type           VARCHAR(255),
    token                BYTEA,
    enqueued_at          VARCHAR(255) NOT NULL,
    last_touched         VARCHAR(255),
    processing_started   VARCHAR(255),
    cause_type           VARCHAR(255),
    cause_message        TEXT,
    diagnostics          BYTEA,
    CONSTRAINT dead_letter_sequence_index UNIQUE (processing_group, sequence_identifier, sequence_index)
);
CREATE INDEX dead_letter_group ON dead_letter_entry (processing_group);
CREATE INDEX dead_letter_sequence ON dead_letter_entry (processing_group, sequence_identifier);
