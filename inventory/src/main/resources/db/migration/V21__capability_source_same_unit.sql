-- A capability the same evidence proves: the same unit (vendor, product, a serial that names one device) linked at
-- SuperSpeed elsewhere in one paste (CapabilitySource.SAME_UNIT, wire name 'same-unit'). V14's one-line rule for a
-- new constant: the check constraint over the wire names gains it.
ALTER TABLE device DROP CONSTRAINT device_capability_source_known;
ALTER TABLE device ADD CONSTRAINT device_capability_source_known CHECK (capability_source IN
    ('bos', 'catalog', 'kernel-log', 'same-unit', 'bcdUSB', 'bcdUSB-2.10', 'driver:uas', 'product-string', 'unknown'));
