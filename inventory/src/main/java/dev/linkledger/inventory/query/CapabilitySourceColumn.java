package dev.linkledger.inventory.query;

import dev.linkledger.probe.usb.CapabilitySource;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/**
 * Stores a capability source by its wire name ({@code bos}, {@code driver:uas}), the name events
 * and the API use, rather than the Java constant's: rows written before the enum existed hold it.
 */
@Converter
public class CapabilitySourceColumn implements AttributeConverter<CapabilitySource, String> {
    @Override
    public String convertToDatabaseColumn(CapabilitySource source) {
        return source == null ? null : source.wire();
    }

    @Override
    public CapabilitySource convertToEntityAttribute(String wire) {
        return wire == null ? null : CapabilitySource.fromWire(wire);
    }
}
