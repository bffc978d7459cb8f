package dev.linkledger.probe.measure;

import java.util.concurrent.atomic.AtomicReference;

/** Lets a caller watch a run (progress) and stop it (Ctrl-C); the engine polls {@link #abortReason()}. */
public final class RunControl {
    private final ProgressListener progress;
    private final AtomicReference<String> abort = new AtomicReference<>();

    public RunControl(ProgressListener progress) {
        this.progress = progress;
    }

    public static RunControl silent() {
        return new RunControl(ProgressListener.NONE);
    }

    public void abort(String reason) {
        abort.compareAndSet(null, reason);
    }

    /** Null while the run may go on. */
    public String abortReason() {
        return abort.get();
    }

    public ProgressListener progress() {
        return progress;
    }
}
