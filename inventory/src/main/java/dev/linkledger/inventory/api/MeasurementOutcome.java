package dev.linkledger.inventory.api;

/** Whether a measurement was recorded now or had been recorded before (a client's resend). */
public record MeasurementOutcome(String measurementId, boolean duplicate) {
}
