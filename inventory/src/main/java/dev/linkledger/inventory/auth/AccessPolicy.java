package dev.linkledger.inventory.auth;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a caller may do under {@code /api} and on the page ({@code /} and {@code /lab/*}, which
 * read and write through the same rules as the API): the admin everything; a probe reads, and writes only
 * its own host's observations, imports and measurements; nobody manages tokens or the service
 * but the admin. Anonymous callers read only when the service allows it.
 */
public final class AccessPolicy {
    private static final Set<String> WRITES = Set.of("POST", "PUT", "DELETE", "PATCH");
    private static final Pattern PROBE_WRITE = Pattern.compile("/api/hosts/([^/]+)/(observations|imports|measurements)/?");
    private static final Pattern ADMIN_ONLY = Pattern.compile("/api/(tokens|admin)(/.*)?");

    public enum Decision { ALLOW, UNAUTHENTICATED, FORBIDDEN }

    private AccessPolicy() {
    }

    public static boolean guarded(String rawPath) {
        return rawPath.equals("/api") || rawPath.startsWith("/api/")
                || rawPath.equals("/") || rawPath.equals("/lab") || rawPath.startsWith("/lab/");
    }

    public static boolean isWrite(String method) {
        return WRITES.contains(method.toUpperCase(java.util.Locale.ROOT));
    }

    /** @param caller null when the request carries no token */
    public static Decision decide(String method, String rawPath, Caller caller, boolean anonymousReads) {
        if (!guarded(rawPath)) return Decision.ALLOW;
        boolean write = isWrite(method);
        if (caller == null) return !write && anonymousReads && !ADMIN_ONLY.matcher(rawPath).matches()
                ? Decision.ALLOW : Decision.UNAUTHENTICATED;
        if (caller instanceof Caller.Admin) return Decision.ALLOW;
        Caller.Probe probe = (Caller.Probe) caller;
        if (ADMIN_ONLY.matcher(rawPath).matches()) return Decision.FORBIDDEN;
        if (!write) return Decision.ALLOW;
        Matcher m = PROBE_WRITE.matcher(rawPath);
        return m.matches() && probe.hostId().equals(decode(m.group(1))) && "POST".equalsIgnoreCase(method)
                ? Decision.ALLOW : Decision.FORBIDDEN;
    }

    private static String decode(String segment) {
        try {
            return URLDecoder.decode(segment.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return segment;
        }
    }
}
