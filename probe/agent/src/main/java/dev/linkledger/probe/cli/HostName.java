package dev.linkledger.probe.cli;

import java.net.InetAddress;

/** This machine's name, the default host id; never fails, as a scan should not die over a name. */
final class HostName {
    private HostName() {
    }

    static String local() {
        try {
            String name = InetAddress.getLocalHost().getHostName();
            if (name != null && !name.isBlank()) return name;
        } catch (Exception e) {
            // Fall through: a host without resolvable name still has $HOSTNAME, or at least a placeholder.
        }
        String env = System.getenv("HOSTNAME");
        return env != null && !env.isBlank() ? env : "localhost";
    }

    static String orLocal(String given) {
        return given != null && !given.isBlank() ? given : local();
    }
}
