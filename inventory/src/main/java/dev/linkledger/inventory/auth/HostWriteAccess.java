package dev.linkledger.inventory.auth;

import io.quarkus.security.PermissionChecker;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Who may write a host's observations, imports and measurements ({@code @PermissionsAllowed(
 * HostWriteAccess.PERMISSION)} on those resources, the method's {@code hostId} path parameter
 * passed here): the admin, and a probe token bound to that host.
 */
@ApplicationScoped
public class HostWriteAccess {
    public static final String PERMISSION = "write-host";

    @PermissionChecker(PERMISSION)
    boolean mayWrite(SecurityIdentity identity, String hostId) {
        if (identity.hasRole(Roles.ADMIN)) return true;
        return identity.hasRole(Roles.PROBE_OF_HOST) && hostId != null
                && hostId.equals(identity.getAttribute(Roles.HOST_ID));
    }
}
