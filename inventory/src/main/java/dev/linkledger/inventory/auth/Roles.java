package dev.linkledger.inventory.auth;

/**
 * The roles a request's identity carries, checked by {@code @RolesAllowed} on the resources.
 * Everyone who may call the API reads, so every identity has {@link #READER}; writing a host's
 * observations is {@link HostWriteAccess}'s permission, not a role, because it depends on the host.
 */
public final class Roles {
    /** Everything: register cables and enclosures, label ports, import, issue and revoke tokens. */
    public static final String ADMIN = "admin";
    /** A probe token: reads, and writes its own host's observations, imports and measurements. */
    public static final String PROBE_OF_HOST = "probe-of-host";
    /** Reads the API. */
    public static final String READER = "reader";

    /** Identity attribute: the host a probe token is bound to. */
    static final String HOST_ID = "linkledger.host-id";
    /** Identity attribute: set on the stand-in identity of anonymous reads (no token was sent). */
    static final String ANONYMOUS = "linkledger.anonymous";

    private Roles() {
    }
}
