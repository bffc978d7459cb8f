-- Every string a projection copies from an event is held to its limit before the event is
-- recorded (ContractLimits and the request records); the columns need not hold a second, drifting
-- copy of those limits. A narrower column than its check made one long vendor id stop the topology
-- projection for good ("value too long for type character varying(8)"). Keys and their foreign keys
-- keep their widths: host ids, device paths and port ids are bounded by their own rules.
DO $$
DECLARE
    col record;
BEGIN
    FOR col IN
        SELECT c.table_name, c.column_name
        FROM information_schema.columns c
        WHERE c.table_schema = current_schema()
          AND c.data_type = 'character varying'
          AND c.table_name NOT IN ('domain_event_entry', 'snapshot_event_entry', 'token_entry',
                                   'association_value_entry', 'saga_entry', 'dead_letter_entry',
                                   'flyway_schema_history')
          AND NOT EXISTS (
              SELECT 1
              FROM information_schema.key_column_usage k
              WHERE k.table_schema = c.table_schema
                AND k.table_name = c.table_name
                AND k.column_name = c.column_name)
    LOOP
        EXECUTE format('ALTER TABLE %I ALTER COLUMN %I TYPE text', col.table_name, col.column_name);
    END LOOP;
END $$;
