package dev.linkledger.inventory.rest;

import org.jboss.resteasy.reactive.RestResponse;

/**
 * RFC 7240's {@code Prefer: respond-async} on a write: the client wants its answer once the events
 * are committed, not after the read models caught up. The probe asks for it; people and scripts
 * that read right after writing do not, and get read-your-writes.
 */
final class RespondAsync {
    static final String PREFERENCE = "respond-async";

    private RespondAsync() {
    }

    /** @param prefer the request's Prefer header (preferences separated by commas, parameters by ';') */
    static boolean requestedIn(String prefer) {
        if (prefer == null) return false;
        for (String preference : prefer.split(",")) {
            String token = preference.split(";", 2)[0].trim();
            if (token.equalsIgnoreCase(PREFERENCE)) return true;
        }
        return false;
    }

    /** 202: recorded and committed; the projections follow within their lag. */
    static <T> RestResponse<T> accepted(T body) {
        return RestResponse.ResponseBuilder.<T>create(RestResponse.Status.ACCEPTED, body)
                .header("Preference-Applied", PREFERENCE).build();
    }
}
