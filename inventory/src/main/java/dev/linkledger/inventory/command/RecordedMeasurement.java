package dev.linkledger.inventory.command;

import dev.linkledger.inventory.api.InvalidObservationException;
import dev.linkledger.inventory.api.MeasurementOutcome;
import dev.linkledger.inventory.api.MeasurementRecordedEvent;
import dev.linkledger.inventory.api.RecordMeasurementCommand;
import dev.linkledger.probe.observation.Measurement;
import dev.linkledger.probe.observation.MeasurementStatus;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateCreationPolicy;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;
import org.axonframework.modelling.command.CreationPolicy;

/**
 * One measurement, identified by the probe's id so a resend is recognised and appends nothing.
 * Failed and aborted runs are recorded too: a number without its failures is not evidence.
 */
public class RecordedMeasurement {
    /** How far mbps may stray from bytes/seconds before the record contradicts itself. */
    private static final double CONSISTENCY = 0.01;

    @AggregateIdentifier
    private String measurementId;

    protected RecordedMeasurement() {
    }

    @CommandHandler
    @CreationPolicy(AggregateCreationPolicy.CREATE_IF_MISSING)
    public MeasurementOutcome handle(RecordMeasurementCommand command) {
        if (measurementId != null) return new MeasurementOutcome(measurementId, true);
        Measurement m = validated(command);
        AggregateLifecycle.apply(new MeasurementRecordedEvent(command.hostId(), m.measurementId(), m.startedAt(), m));
        return new MeasurementOutcome(m.measurementId(), false);
    }

    @EventSourcingHandler
    void on(MeasurementRecordedEvent e) {
        measurementId = e.observationId();
    }

    private static Measurement validated(RecordMeasurementCommand command) {
        Measurement m = command.measurement();
        if (m == null) throw new InvalidObservationException("measurement", "a measurement body is required");
        ContractCheck.check(m);
        if (m.measurementId() == null || m.measurementId().isBlank())
            throw new InvalidObservationException("measurementId", "a measurement id is required");
        if (m.hostId() != null && !m.hostId().equals(command.hostId()))
            throw new InvalidObservationException("hostId", "the measurement is of host '" + m.hostId() + "', not '" + command.hostId() + "'");
        if (m.startedAt() == null) throw new InvalidObservationException("startedAt", "the start time is required");
        if (m.status() == null) throw new InvalidObservationException("status", "status is one of ok, failed, aborted");
        if (m.engine() == null || m.engine().isBlank()) throw new InvalidObservationException("engine", "the engine is required");
        if (m.blockSize() <= 0) throw new InvalidObservationException("blockSize", "must be positive");
        if (m.iodepth() <= 0) throw new InvalidObservationException("iodepth", "must be positive");
        if (m.bytes() < 0 || m.seconds() < 0 || m.mbps() < 0)
            throw new InvalidObservationException("bytes", "bytes, seconds and mbps cannot be negative");
        if (m.status() == MeasurementStatus.OK) {
            if (m.seconds() <= 0) throw new InvalidObservationException("seconds", "an ok run lasted more than 0 s");
            double expected = m.bytes() / m.seconds() / 1e6;
            if (Math.abs(expected - m.mbps()) > Math.max(0.01, expected * CONSISTENCY))
                throw new InvalidObservationException("mbps", "mbps must be bytes/seconds/10^6 = " + expected);
        }
        if (m.link() != null && m.link().speedMbps() != null && !m.link().speedMbps().known())
            throw new InvalidObservationException("link.speedMbps", "'" + m.link().speedMbps().raw() + "' is not a speed the kernel writes");
        return m;
    }
}
