package dev.linkledger.advisor.plan;

import dev.linkledger.inventory.api.Medium;

import java.util.List;

/** What someone means to buy for a host, as posted to {@code /api/plans}. */
public record PlanRequest(String hostId, List<Item> items) {

    /**
     * {@code kind}: cable, enclosure, hub or card; the rest as printed or known, all optional but what the kind needs.
     * {@code medium} has the shape of an enclosure's ({@code {"kind":"NVME","pcieGeneration":3,"pcieLanes":2}}),
     * so what is planned can later be registered as it was asked about.
     */
    public record Item(String kind, String rating, String vendorId, String productId, String bridge, Medium medium,
                       String portId) {
    }
}
