package dev.linkledger.probe.udev;

import dev.linkledger.probe.observation.Observation;

/** Where the watch hands a changed observation: the spool, the service in-process, stdout. */
@FunctionalInterface
public interface ObservationSink {
    /** Returns once the observation is safe (spooled, recorded); throws if it is not. */
    void accept(Observation observation) throws Exception;
}
