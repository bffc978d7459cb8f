package dev.linkledger.probe.cli;

import dev.linkledger.probe.measure.ProgressListener;

import java.io.PrintWriter;

/** A one-line bar redrawn in place on a terminal; never used when output goes to a file or pipe. */
final class ProgressBar implements ProgressListener {
    private static final int WIDTH = 30;
    private final PrintWriter err;

    ProgressBar(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void update(double fraction, long bytes, double seconds) {
        String rate = seconds > 0 && bytes > 0 ? String.format("  %.1f MB/s", bytes / seconds / 1e6) : "";
        if (Double.isNaN(fraction)) {
            // The engine cannot tell how far it is: say that it runs, not a made-up percentage.
            err.printf("\rrunning, %.1f s%s   ", seconds, rate);
        } else {
            int filled = (int) Math.round(fraction * WIDTH);
            err.printf("\r[%s%s] %3.0f%%%s   ", "#".repeat(filled), " ".repeat(WIDTH - filled), fraction * 100, rate);
        }
        err.flush();
    }

    @Override
    public void finished() {
        err.print("\r" + " ".repeat(WIDTH + 40) + "\r");
        err.flush();
    }
}
