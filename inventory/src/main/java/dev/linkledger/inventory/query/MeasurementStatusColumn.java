package dev.linkledger.inventory.query;

import dev.linkledger.probe.observation.MeasurementStatus;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/** Stores a measurement's status as events and the API write it ({@code ok}, {@code failed}, {@code aborted}). */
@Converter
public class MeasurementStatusColumn implements AttributeConverter<MeasurementStatus, String> {
    @Override
    public String convertToDatabaseColumn(MeasurementStatus status) {
        return status == null ? null : status.json();
    }

    @Override
    public MeasurementStatus convertToEntityAttribute(String text) {
        return text == null ? null : MeasurementStatus.parse(text);
    }
}
