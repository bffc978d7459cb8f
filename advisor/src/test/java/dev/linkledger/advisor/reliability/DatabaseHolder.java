package dev.linkledger.advisor.reliability;

import dev.linkledger.advisor.app.EmbeddedDatabase;

import java.nio.file.Path;

/**
 * Stands in for the service in its own JVM, so that tests can kill -9 it: starts the embedded
 * database on the directory given, prints {@code READY}, and waits to be killed.
 */
public final class DatabaseHolder {
    private DatabaseHolder() {
    }

    public static void main(String[] args) throws InterruptedException {
        EmbeddedDatabase.start(Path.of(args[0]), EmbeddedDatabase.Durability.THROWAWAY);
        System.out.println("READY");
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }

    /** Starts a holder JVM on {@code dir} and returns once its database is up. */
    static Process start(Path dir) throws Exception {
        String javaCommand = ProcessHandle.current().info().command().orElse("java");
        Process holder = new ProcessBuilder(javaCommand, "-cp", System.getProperty("java.class.path"),
                DatabaseHolder.class.getName(), dir.toString())
                .redirectErrorStream(true).start();
        var out = new java.io.BufferedReader(new java.io.InputStreamReader(holder.getInputStream()));
        StringBuilder seen = new StringBuilder();
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(120).toNanos();
        for (String line; System.nanoTime() < deadline && (line = out.readLine()) != null; ) {
            if (line.equals("READY")) {
                Thread drain = new Thread(() -> {
                    try {
                        out.transferTo(java.io.Writer.nullWriter());
                    } catch (java.io.IOException ignored) {
                        // the holder was killed
                    }
                }, "holder-output");
                drain.setDaemon(true);
                drain.start();
                return holder;
            }
            seen.append(line).append('\n');
        }
        holder.destroyForcibly();
        throw new AssertionError("the holder JVM did not get its database up:\n" + seen);
    }
}
