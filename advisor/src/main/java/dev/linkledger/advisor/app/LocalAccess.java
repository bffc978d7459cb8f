package dev.linkledger.advisor.app;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The embedded default is a service for the machine it runs on: HTTP listens on 127.0.0.1 only,
 * and there reads need no token (writes still do). Whoever names a host to listen on
 * (QUARKUS_HTTP_HOST) opens the service to a network, so anonymous reads then stay off unless
 * LINKLEDGER_AUTH_ANONYMOUS_READS says otherwise.
 */
public final class LocalAccess {
    static final String HOST = "quarkus.http.host";
    static final String ANONYMOUS_READS = "linkledger.auth.anonymous-reads";

    private LocalAccess() {
    }

    /** The system properties to set before Quarkus starts on the embedded default. */
    public static Map<String, String> defaults(Map<String, String> env, Properties system) {
        Map<String, String> set = new LinkedHashMap<>();
        if (configured(HOST, env, system)) return set;
        set.put(HOST, "127.0.0.1");
        if (!configured(ANONYMOUS_READS, env, system)) set.put(ANONYMOUS_READS, "true");
        return set;
    }

    private static boolean configured(String property, Map<String, String> env, Properties system) {
        return EarlyConfig.value(property, env, system).isPresent();
    }
}
