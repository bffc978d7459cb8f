package dev.linkledger.advisor.app;

import java.net.InetAddress;
import java.util.Locale;

/** The host id the service gives the machine it runs on: its name, in the host-id alphabet {@code [a-z0-9._-]}. */
final class LocalHostId {
    private static final int MAX_LENGTH = 63;

    private LocalHostId() {
    }

    static String of(String hostname) {
        String id = hostname == null ? "" : hostname.trim().toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9._-]+", "-")
                .replaceAll("^[-.]+|[-.]+$", "");
        if (id.length() > MAX_LENGTH) id = id.substring(0, MAX_LENGTH);
        return id.isEmpty() ? "localhost" : id;
    }

    static String ofThisMachine() {
        String name = null;
        try {
            name = InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            // No resolvable name: $HOSTNAME below, else "localhost".
        }
        if (name == null || name.isBlank()) name = System.getenv("HOSTNAME");
        return of(name);
    }
}
