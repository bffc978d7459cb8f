package dev.linkledger.inventory.axon;

import org.axonframework.eventhandling.deadletter.jdbc.DeadLetterSchema;
import org.axonframework.eventhandling.tokenstore.jdbc.TokenSchema;
import org.axonframework.eventsourcing.eventstore.jdbc.EventSchema;

/** Axon's table and column names mapped to the snake_case schema Flyway creates (V1). */
final class StoreSchemas {
    private StoreSchemas() {
    }

    static EventSchema events() {
        return EventSchema.builder()
                .eventTable("domain_event_entry")
                .snapshotTable("snapshot_event_entry")
                .globalIndexColumn("global_index")
                .timestampColumn("time_stamp")
                .eventIdentifierColumn("event_identifier")
                .aggregateIdentifierColumn("aggregate_identifier")
                .sequenceNumberColumn("sequence_number")
                .typeColumn("type")
                .payloadTypeColumn("payload_type")
                .payloadRevisionColumn("payload_revision")
                .payloadColumn("payload")
                .metaDataColumn("meta_data")
                .build();
    }

    static TokenSchema tokens() {
        return TokenSchema.builder()
                .setTokenTable("token_entry")
                .setProcessorNameColumn("processor_name")
                .setSegmentColumn("segment")
                .setTokenColumn("token")
                .setTokenTypeColumn("token_type")
                .setTimestampColumn("timestamp")
                .setOwnerColumn("owner")
                .build();
    }

    /** The dead-letter queue's table (Flyway V9), in the same naming as the event store's. */
    static DeadLetterSchema deadLetters() {
        return DeadLetterSchema.builder()
                .deadLetterTable("dead_letter_entry")
                .deadLetterIdentifierColumn("dead_letter_id")
                .processingGroupColumn("processing_group")
                .sequenceIdentifierColumn("sequence_identifier")
                .sequenceIndexColumn("sequence_index")
                .messageTypeColumn("message_type")
                .eventIdentifierColumn("event_identifier")
                .timestampColumn("time_stamp")
                .payloadTypeColumn("payload_type")
                .payloadRevisionColumn("payload_revision")
                .payloadColumn("payload")
                .metaDataColumn("meta_data")
                .aggregateTypeColumn("aggregate_type")
                .aggregateIdentifierColumn("aggregate_identifier")
                .sequenceNumberColumn("sequence_number")
                .tokenTypeColumn("token_type")
                .tokenColumn("token")
                .enqueuedAtColumn("enqueued_at")
                .lastTouchedColumn("last_touched")
                .processingStartedColumn("processing_started")
                .causeTypeColumn("cause_type")
                .causeMessageColumn("cause_message")
                .diagnosticsColumn("diagnostics")
                .build();
    }
}
