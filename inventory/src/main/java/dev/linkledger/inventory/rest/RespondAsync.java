package dev.linkledger.inventory.rest;

import org.jboss.resteasy.reactive.RestResponse;

/**
 * RFC 7240's {@code Prefer: respond-async} on a write, which the probe sends: answered 202. Since
 * the views and the advice commit with the events, a 202 and a 200 mean the same: all of it is
 * committed, and a read after either sees it.
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

    /** 202: recorded and committed, views and advice with it. */
    static <T> RestResponse<T> accepted(T body) {
        return RestResponse.ResponseBuilder.<T>create(RestResponse.Status.ACCEPTED, body)
                .header("Preference-Applied", PREFERENCE).build();
    }
}
