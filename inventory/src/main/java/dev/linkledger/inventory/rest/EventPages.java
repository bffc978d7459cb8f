package dev.linkledger.inventory.rest;

import dev.linkledger.inventory.query.EventView;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.RestResponse;

import java.util.List;

/**
 * Paging of event lists by cursor: {@code ?after=SEQUENCE&limit=N} returns the next events in
 * order; when more follow, a {@code Link: <…?after=…&limit=…>; rel="next"} header says where.
 * A cursor rather than page numbers, because histories only grow at their end: a page fetched
 * later still starts where the previous one stopped. The body stays a plain JSON list.
 */
final class EventPages {
    static final int DEFAULT_LIMIT = 500;
    static final int MAX_LIMIT = 5000;

    private EventPages() {
    }

    static long after(Long after) {
        if (after == null) return -1;
        if (after < -1) throw ProblemException.badRequest("after", "after is the sequence of the last event already seen (0 or more)");
        return after;
    }

    static int limit(Integer limit) {
        if (limit == null) return DEFAULT_LIMIT;
        if (limit < 1 || limit > MAX_LIMIT) throw ProblemException.badRequest("limit", "limit is between 1 and " + MAX_LIMIT);
        return limit;
    }

    /** {@code fetched} holds up to limit + 1 events: the extra one only tells that a next page exists. */
    static RestResponse<List<EventView>> page(List<EventView> fetched, int limit, UriInfo uri) {
        if (fetched.size() <= limit) return RestResponse.ok(fetched);
        List<EventView> page = fetched.subList(0, limit);
        String next = uri.getRequestUriBuilder().replaceQueryParam("after", page.get(limit - 1).sequence())
                .replaceQueryParam("limit", limit).build().toString();
        return RestResponse.ResponseBuilder.ok(page).header("Link", "<" + next + ">; rel=\"next\"").build();
    }
}
