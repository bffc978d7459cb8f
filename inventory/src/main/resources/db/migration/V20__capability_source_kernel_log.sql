-- A capability the kernel log proves: the device linked at SuperSpeed on the SuperSpeed bus seconds before it
-- came back on the USB 2.0 bus (CapabilitySource.KERNEL_LOG, wire name 'kernel-log'). V14's one-line rule
-- for a new constant: the check constraint over the wire names gains it.
ALTER TABLE device DROP CONSTRAINT device_capability_source_known;
ALTER TABLE device ADD CONSTRAINT device_capability_source_known CHECK (capability_source IN
    ('bos', 'catalog', 'kernel-log', 'bcdUSB', 'bcdUSB-2.10', 'driver:uas', 'product-string', 'unknown'));
