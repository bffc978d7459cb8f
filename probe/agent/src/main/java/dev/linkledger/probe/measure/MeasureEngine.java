package dev.linkledger.probe.measure;

import java.io.IOException;

/** Something that can move bytes and say how fast: the built-in engine or fio. */
public interface MeasureEngine {
    String name();

    String version();

    /**
     * Runs once. Problems found before any I/O (the file cannot be opened for direct I/O, fio is
     * missing) throw; problems during the run come back as a failed or aborted {@link EngineRun}.
     */
    EngineRun run(MeasureParameters parameters, RunControl control) throws IOException;
}
