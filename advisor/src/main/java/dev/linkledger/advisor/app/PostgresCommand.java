package dev.linkledger.advisor.app;

import io.zonky.test.db.postgres.util.LinuxUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A command line for one of the bundled PostgreSQL programs. PostgreSQL refuses to run as root;
 * where the service runs as root (containers, CI) the program runs in a user namespace
 * ({@code unshare -U}), as zonky does.
 */
final class PostgresCommand {
    private PostgresCommand() {
    }

    static List<String> of(Path binaries, String program, List<String> arguments) {
        List<String> command = new ArrayList<>();
        if (LinuxUtils.isUnshareAvailable()) command.addAll(List.of("unshare", "-U"));
        command.add(binaries.resolve("bin").resolve(program).toString());
        command.addAll(arguments);
        return command;
    }
}
