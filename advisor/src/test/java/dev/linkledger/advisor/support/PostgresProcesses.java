package dev.linkledger.advisor.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The processes of one running PostgreSQL server, found the way PostgreSQL itself finds them: the
 * postmaster's pid on the first line of {@code postmaster.pid} in its data directory, and its
 * children. Signals are sent with kill(1), since Java can only send TERM and KILL.
 */
public final class PostgresProcesses {
    private final List<ProcessHandle> processes;

    private PostgresProcesses(List<ProcessHandle> processes) {
        this.processes = processes;
    }

    public static PostgresProcesses of(Path pgdata) {
        ProcessHandle postmaster = postmaster(pgdata)
                .orElseThrow(() -> new IllegalStateException("no live postmaster for " + pgdata));
        List<ProcessHandle> all = new ArrayList<>();
        all.add(postmaster);
        postmaster.descendants().forEach(all::add);
        return new PostgresProcesses(all);
    }

    /** The live postmaster named by {@code postmaster.pid}, if any. */
    public static Optional<ProcessHandle> postmaster(Path pgdata) {
        Path pidFile = pgdata.resolve("postmaster.pid");
        try {
            if (!Files.exists(pidFile)) return Optional.empty();
            List<String> lines = Files.readAllLines(pidFile);
            if (lines.isEmpty() || lines.get(0).isBlank()) return Optional.empty();
            return ProcessHandle.of(Long.parseLong(lines.get(0).strip())).filter(ProcessHandle::isAlive);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    public List<Long> pids() {
        return processes.stream().map(ProcessHandle::pid).toList();
    }

    /** SIGKILL to every process, the postmaster first so it cannot start new ones. */
    public void killAll() {
        signal("KILL");
        for (ProcessHandle p : processes) p.onExit().join();
    }

    /** SIGSTOP: the server is frozen; its sockets stay open but nothing answers. */
    public void freeze() {
        signal("STOP");
    }

    public void thaw() {
        signal("CONT");
    }

    private void signal(String signal) {
        List<String> command = new ArrayList<>(List.of("kill", "-" + signal));
        pids().forEach(pid -> command.add(Long.toString(pid)));
        try {
            Process kill = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(kill.getInputStream().readAllBytes());
            if (kill.waitFor() != 0) throw new IllegalStateException(command + " failed: " + out);
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + command, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command, e);
        }
    }
}
