package dev.linkledger.probe.measure;

/** Told a few times a second how far a run is. */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = (fraction, bytes, seconds) -> { };

    /** @param fraction 0..1 of the run (by bytes or by time, whichever bounds it); NaN when the engine cannot tell */
    void update(double fraction, long bytes, double seconds);

    default void finished() {
    }
}
