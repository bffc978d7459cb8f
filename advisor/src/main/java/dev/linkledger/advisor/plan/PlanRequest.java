package dev.linkledger.advisor.plan;

import java.util.List;

/** What someone means to buy for a host, as posted to {@code /api/plans}. */
public record PlanRequest(String hostId, List<Item> items) {

    /** {@code kind}: cable, enclosure, hub or card; the rest as printed or known, all optional but what the kind needs. */
    public record Item(String kind, String rating, String vendorId, String productId, String bridge, String medium,
                       String portId) {
    }
}
