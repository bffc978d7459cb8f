package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.api.HostId;
import dev.linkledger.inventory.query.HostEntity;

/** The host id of a request path, checked once for every resource: 400 when malformed, 404 when unknown. */
public final class HostIds {
    private HostIds() {
    }

    /** @return the id, when it is a well-formed host id (400 problem otherwise) */
    public static String valid(String hostId) {
        String problem = HostId.problem(hostId);
        if (problem != null) throw ProblemException.badRequest("hostId", problem);
        return hostId;
    }

    /** @return the id, when it is well formed (400) and names a host the inventory knows (404) */
    public static String known(String hostId) {
        if (HostEntity.findByIdOptional(valid(hostId)).isEmpty()) throw notFound(hostId);
        return hostId;
    }

    public static ProblemException notFound(String hostId) {
        return ProblemException.notFound("no host '" + hostId + "'");
    }
}
