-- Typed read-model columns (issue 13): speeds as numbers, lists as arrays, enums held to their names.
-- Existing rows convert in place; a replay writes the same values.
--
-- Speeds: Mb/s as the kernel writes them (1.5, 12, 480, 5000, 10000, 20000). UsbSpeed keeps them as
-- decimals, so numeric (exact, 1.5 stays 1.5) and not double precision. Every stored text was a
-- kernel value (ObservationValidator and RecordedMeasurement refuse others before the event); text
-- that is not a number at all could only be a speed the kernel never writes, and becomes NULL
-- ("not known"), which is what every reader already made of it.
CREATE FUNCTION pg_temp.mbps(speed text) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN btrim(speed) ~ '^[0-9]+(\.[0-9]+)?$' THEN btrim(speed)::numeric END
$$;

ALTER TABLE bus ALTER COLUMN speed_mbps TYPE numeric USING pg_temp.mbps(speed_mbps);
ALTER TABLE device ALTER COLUMN speed_mbps TYPE numeric USING pg_temp.mbps(speed_mbps);
ALTER TABLE device_connection ALTER COLUMN speed_mbps TYPE numeric USING pg_temp.mbps(speed_mbps);
ALTER TABLE measurement ALTER COLUMN link_speed_mbps TYPE numeric USING pg_temp.mbps(link_speed_mbps);

-- Lists: arrays, not join tables. Each list is read whole with its row, in its order (a connector's
-- USB 2.0 half first), and never joined on; an array keeps order and one row per cable/controller.
ALTER TABLE controller ALTER COLUMN buses TYPE integer[]
    USING CASE WHEN btrim(buses) = '' THEN '{}'::integer[] ELSE string_to_array(replace(buses, ' ', ''), ',')::integer[] END;
ALTER TABLE cable ALTER COLUMN attached_ports TYPE text[]
    USING CASE WHEN attached_ports IS NULL THEN NULL ELSE string_to_array(attached_ports, ',') END;

-- Enums: CHECK constraints over the names the entities store (EnumType.STRING, or the wire name the
-- events use where a converter maps it), rather than PostgreSQL enum types: Hibernate binds enums as
-- text, which an enum type would refuse without a cast on every statement, and a new constant is a
-- one-line constraint change in a migration instead of ALTER TYPE.
ALTER TABLE device ADD CONSTRAINT device_capability_source_known CHECK (capability_source IN
    ('bos', 'catalog', 'bcdUSB', 'bcdUSB-2.10', 'driver:uas', 'product-string', 'unknown'));

-- A cable's capability class was its lower-case key; the enum's name is what the entity now stores.
UPDATE cable SET capability = upper(capability);
ALTER TABLE cable ADD CONSTRAINT cable_capability_known CHECK (capability IN ('USB2', 'GEN1', 'GEN2', 'UNVERIFIED'));

ALTER TABLE cable_test ADD CONSTRAINT cable_test_verdict_known CHECK (verdict IN ('LIMITED_TO', 'CARRIES_AT_LEAST'));
ALTER TABLE enclosure ADD CONSTRAINT enclosure_medium_kind_known CHECK (medium_kind IN ('NVME', 'SATA', 'SD'));
ALTER TABLE access_token ADD CONSTRAINT access_token_kind_known CHECK (kind IN ('PROBE', 'READER'));
ALTER TABLE measurement ADD CONSTRAINT measurement_status_known CHECK (status IN ('ok', 'failed', 'aborted'));
ALTER TABLE measurement ADD CONSTRAINT measurement_link_mode_known CHECK (link_mode IN ('LOW_SPEED', 'FULL_SPEED',
    'HIGH_SPEED', 'GEN1', 'GEN2', 'GEN1X2', 'GEN2X2', 'USB4_20', 'USB4_40', 'USB4_80'));
