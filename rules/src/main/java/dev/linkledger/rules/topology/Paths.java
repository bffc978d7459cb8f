package dev.linkledger.rules.topology;

/** Device paths as the kernel names them ({@code 1-7.2.1}): bus, then ports down the hub chain. */
public final class Paths {
    private Paths() {
    }

    /** True when {@code path} hangs below {@code ancestor} at any depth ({@code 1-7.2.1} below {@code 1-7}). */
    public static boolean isBelow(String path, String ancestor) {
        return path != null && ancestor != null && path.startsWith(ancestor + ".");
    }

    /** True for a device plugged straight into a root port ({@code 3-2}), not behind a hub. */
    public static boolean onRootPort(String path) {
        return path != null && path.indexOf('-') > 0 && path.indexOf('.') < 0;
    }
}
